import { errors } from '../../errors/catalog.js'
import type { DateRange } from '../../store/repositories/report-sql.js'
import * as reports from '../../store/repositories/report.repository.js'
import type { Db } from '../../store/repositories/types.js'
import { requireMemberReports, requireReports, visibilityOf, type Principal } from '../access/index.js'

/**
 * The reports of SPEC C11: the figures are computed by the database
 * (store/repositories/report.repository.ts); here the range is read, access
 * decided (domain/access/access.ts: a hiring manager reports on the vacancies of
 * its teams only) and the figures given their API shape. A further report is
 * one more function here and one more query there.
 */

export interface ReportRange {
  readonly From?: string | undefined
  readonly To?: string | undefined
}

const MS_PER_HUNDREDTH_DAY = 864_000

/** Milliseconds as fractional days rounded to two decimals (half up); null stays null. */
function daysOf(ms: number | null): number | null {
  return ms === null ? null : Math.round(ms / MS_PER_HUNDREDTH_DAY) / 100
}

/**
 * From inclusive, To exclusive, both optional; each normalized to UTC with
 * milliseconds (how dates are stored, so they compare as text), whatever
 * offset the request used. A date beyond year 9999 has no such form: 400.
 */
function readRange(query: ReportRange): DateRange {
  const from = instantOf('From', query.From)
  const to = instantOf('To', query.To)
  if (from !== null && to !== null && to <= from) throw errors.validation('To', 'must be after From')
  return { from, to }
}

function instantOf(field: string, value: string | undefined): string | null {
  if (value === undefined) return null
  const ms = Date.parse(value)
  const iso = Number.isNaN(ms) ? '' : new Date(ms).toISOString()
  if (!/^\d{4}-/.test(iso)) throw errors.validation(field, 'must be an ISO date-time between the years 0000 and 9999')
  return iso
}

interface PipelineStage {
  StageId: number
  Name: string
  Position: number
  Reached: number
  Current: number
  Rejected: number
  Withdrawn: number
  Hired: number
  MedianDaysInStage: number | null
}

export interface PipelineReport {
  VacancyId: number
  From: string | null
  To: string | null
  Applications: number
  Stages: PipelineStage[]
}

/** The funnel of one vacancy; one the reader may not report on is missing (404 `vacancy_not_found`). */
export async function pipelineReport(db: Db, principal: Principal, vacancyId: number, query: ReportRange): Promise<PipelineReport> {
  requireReports(principal)
  const range = readRange(query)
  const visibility = visibilityOf(principal)
  if (!(await reports.reportableVacancy(db, vacancyId, visibility))) throw errors.vacancyNotFound(vacancyId)
  const rows = await reports.pipelineStages(db, vacancyId, range, visibility)
  return {
    VacancyId: vacancyId,
    From: range.from,
    To: range.to,
    Applications: rows[0]?.applications ?? 0,
    Stages: rows.map((r) => ({
      StageId: r.stage_id,
      Name: r.name,
      Position: r.position,
      Reached: r.reached,
      Current: r.current_count,
      Rejected: r.rejected,
      Withdrawn: r.withdrawn,
      Hired: r.hired,
      MedianDaysInStage: daysOf(r.median_ms),
    })),
  }
}

export interface SourceLine {
  Source: string | null
  Applications: number
  Active: number
  Hired: number
}

/** Compares sources by UTF-16 code units (as SPEC orders them, unlike either engine's collation), null last. */
function bySource(a: string | null, b: string | null): number {
  if (a === b) return 0
  if (a === null) return 1
  if (b === null) return -1
  return a < b ? -1 : 1
}

/** Applications created in the range by source: most first, ties by source (null last). */
export async function sourcesReport(db: Db, principal: Principal, query: ReportRange): Promise<SourceLine[]> {
  requireReports(principal)
  const rows = await reports.sourceCounts(db, readRange(query), visibilityOf(principal))
  // A few rows, one per source: ordered here, where code-unit order is the language's own.
  rows.sort((a, b) => b.applications - a.applications || bySource(a.source, b.source))
  return rows.map((r) => ({ Source: r.source, Applications: r.applications, Active: r.active, Hired: r.hired }))
}

export interface TimeToHireLine {
  VacancyId: number
  Title: string
  Hires: number
  MedianDays: number | null
  P90Days: number | null
}

/** Hires made in the range, per vacancy in id order: median and nearest-rank P90 of the days from application to hire. */
export async function timeToHireReport(db: Db, principal: Principal, query: ReportRange): Promise<TimeToHireLine[]> {
  requireReports(principal)
  const rows = await reports.timeToHire(db, readRange(query), visibilityOf(principal))
  return rows.map((r) => ({
    VacancyId: r.vacancy_id,
    Title: r.title,
    Hires: r.hires,
    MedianDays: daysOf(r.median_ms),
    P90Days: daysOf(r.p90_ms),
  }))
}

export interface InterviewerLine {
  MemberId: number
  Name: string
  Submitted: number
  StrongYes: number
  Yes: number
  No: number
  StrongNo: number
  NoDecision: number
  Decided: number
  Agreed: number
}

/**
 * Scorecards submitted in the range, per interviewer in id order: its
 * recommendations, and how often the final decision went the way it
 * recommended. Admins and recruiters only (403 for a hiring manager).
 */
export async function interviewersReport(db: Db, principal: Principal, query: ReportRange): Promise<InterviewerLine[]> {
  requireMemberReports(principal)
  const rows = await reports.interviewerCounts(db, readRange(query))
  return rows.map((r) => ({
    MemberId: r.member_id,
    Name: r.name,
    Submitted: r.submitted,
    StrongYes: r.strong_yes,
    Yes: r.yes,
    No: r.no,
    StrongNo: r.strong_no,
    NoDecision: r.no_decision,
    Decided: r.decided,
    Agreed: r.agreed,
  }))
}
