/**
 * The reports (SPEC C11): the range read, the reader's limit applied, the figures shaped (the SQL
 * is in store/repositories/report.repository.ts).
 * This file is the feature's one entry: what it exports is what the rest of the service uses.
 */
export { type ReportRange, interviewersReport, pipelineReport, sourcesReport, timeToHireReport } from './reports.js'
