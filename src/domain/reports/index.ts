export { type ReportRange, interviewersReport, pipelineReport, sourcesReport, timeToHireReport } from './reports.js'
