import { sql } from 'kysely'
import { fragmentsOf } from '../engine.js'
import { inRange, medianOf, p90Of, ranked, visibleVacancy, type DateRange } from './report-sql.js'
import type { Db, Visibility } from './types.js'

/**
 * The reports of SPEC C11, each one query computed where the history is
 * (window functions, on both engines), never by reading the history into
 * the service; durations in whole milliseconds, turned into days by the
 * domain (domain/reports/reports.ts). The reader's limit (visibleVacancy) is part
 * of every query. Each definition, with a worked example, is in DECISIONS.
 */

/** A stage's row of the Pipeline report, with the count of the applications it was computed over. */
export interface PipelineStageRow {
  stage_id: number
  name: string
  position: number
  reached: number
  current_count: number
  rejected: number
  withdrawn: number
  hired: number
  median_ms: number | null
  applications: number
}

export interface SourceRow {
  source: string | null
  applications: number
  active: number
  hired: number
}

export interface TimeToHireRow {
  vacancy_id: number
  title: string
  hires: number
  median_ms: number | null
  p90_ms: number | null
}

export interface InterviewerRow {
  member_id: number
  name: string
  submitted: number
  strong_yes: number
  yes: number
  no: number
  strong_no: number
  no_decision: number
  decided: number
  agreed: number
}

/** Whether the reader may report on the vacancy: it exists and, for a hiring manager, its team includes it. */
export async function reportableVacancy(db: Db, vacancyId: number, visibility: Visibility): Promise<boolean> {
  const { rows } = await sql`select v.id from vacancies v where v.id = ${vacancyId} and ${visibleVacancy('v.id', visibility)}`.execute(db)
  return rows.length > 0
}

const countOf = (status: string) => sql`cast(sum(case when status = ${status} then 1 else 0 end) as integer)`

/**
 * One row per stage of the vacancy as it is now, in Position order, over its
 * applications created in the range. A stay is an entry into a stage (the
 * creation, or a move whose stages differ: a status change keeps the stage)
 * and lasts until the application's next entry; entries into stages deleted
 * since match no stage and drop out.
 */
export async function pipelineStages(db: Db, vacancyId: number, range: DateRange, visibility: Visibility): Promise<PipelineStageRow[]> {
  const millis = fragmentsOf(db).millisBetween(sql.ref('entered_date'), sql.ref('left_date'))
  const { rows } = await sql<PipelineStageRow>`
    with apps as (
      select a.id, a.stage_id, a.status from applications a
      where a.vacancy_id = ${vacancyId} and ${inRange('a.created_date', range)} and ${visibleVacancy('a.vacancy_id', visibility)}
    ),
    entries as (
      select h.application_id, h.to_stage_id as stage_id, h.changed_date as entered_date,
        lead(h.changed_date) over (partition by h.application_id order by h.id) as left_date
      from application_history h join apps on apps.id = h.application_id
      where h.from_stage_id is null or h.from_stage_id <> h.to_stage_id
    ),
    stays as (
      select stage_id, ms, ${ranked('ms', 'stage_id')}
      from (select stage_id, ${millis} as ms from entries where left_date is not null) timed
    )
    select s.id as stage_id, s.name, s.position,
      cast(coalesce(r.reached, 0) as integer) as reached,
      cast(coalesce(c.current_count, 0) as integer) as current_count,
      cast(coalesce(c.rejected, 0) as integer) as rejected,
      cast(coalesce(c.withdrawn, 0) as integer) as withdrawn,
      cast(coalesce(c.hired, 0) as integer) as hired,
      m.median_ms,
      (select cast(count(*) as integer) from apps) as applications
    from stages s
    left join (select stage_id, count(distinct application_id) as reached from entries group by stage_id) r on r.stage_id = s.id
    left join (
      select stage_id, ${countOf('active')} as current_count, ${countOf('rejected')} as rejected,
        ${countOf('withdrawn')} as withdrawn, ${countOf('hired')} as hired
      from apps group by stage_id
    ) c on c.stage_id = s.id
    left join (select stage_id, ${medianOf('ms')} as median_ms from stays group by stage_id) m on m.stage_id = s.id
    where s.vacancy_id = ${vacancyId}
    order by s.position`.execute(db)
  return rows
}

/** Applications created in the range, by source (`""` counted as none, null); in no particular order. */
export async function sourceCounts(db: Db, range: DateRange, visibility: Visibility): Promise<SourceRow[]> {
  const { rows } = await sql<SourceRow>`
    select nullif(a.source, '') as source, cast(count(*) as integer) as applications,
      ${countOf('active')} as active, ${countOf('hired')} as hired
    from applications a
    where ${inRange('a.created_date', range)} and ${visibleVacancy('a.vacancy_id', visibility)}
    group by nullif(a.source, '')`.execute(db)
  return rows
}

/**
 * Per vacancy with a hire in the range, in id order: every change to `hired`
 * in the range (a hire reopened since, and a second one, each count), timed
 * from the application's creation.
 */
export async function timeToHire(db: Db, range: DateRange, visibility: Visibility): Promise<TimeToHireRow[]> {
  const millis = fragmentsOf(db).millisBetween(sql.ref('a.created_date'), sql.ref('h.changed_date'))
  const { rows } = await sql<TimeToHireRow>`
    with hires as (
      select a.vacancy_id, ${millis} as ms
      from application_history h join applications a on a.id = h.application_id
      where h.to_status = 'hired' and ${inRange('h.changed_date', range)} and ${visibleVacancy('a.vacancy_id', visibility)}
    ),
    timed as (select vacancy_id, ms, ${ranked('ms', 'vacancy_id')} from hires)
    select t.vacancy_id, v.title, cast(count(*) as integer) as hires, ${medianOf('ms')} as median_ms, ${p90Of('ms')} as p90_ms
    from timed t join vacancies v on v.id = t.vacancy_id
    group by t.vacancy_id, v.title
    order by t.vacancy_id`.execute(db)
  return rows
}

const recommended = (value: string) => sql`cast(sum(case when s.recommendation = ${value} then 1 else 0 end) as integer)`

/**
 * Per member with a scorecard submitted in the range (its first submission,
 * `submitted_date`; drafts have none), in id order: its recommendations,
 * how many of those applications are now decided (hired or rejected), and
 * how many of those it foresaw (yes or strong_yes and hired, no or
 * strong_no and rejected). The application's status is read as it is now.
 */
export async function interviewerCounts(db: Db, range: DateRange): Promise<InterviewerRow[]> {
  const { rows } = await sql<InterviewerRow>`
    select m.id as member_id, m.name, cast(count(*) as integer) as submitted,
      ${recommended('strong_yes')} as strong_yes, ${recommended('yes')} as yes, ${recommended('no')} as no,
      ${recommended('strong_no')} as strong_no, ${recommended('no_decision')} as no_decision,
      cast(sum(case when a.status in ('hired', 'rejected') then 1 else 0 end) as integer) as decided,
      cast(sum(case
        when a.status = 'hired' and s.recommendation in ('yes', 'strong_yes') then 1
        when a.status = 'rejected' and s.recommendation in ('no', 'strong_no') then 1
        else 0 end) as integer) as agreed
    from scorecards s
    join applications a on a.id = s.application_id
    join members m on m.id = s.interviewer_id
    where s.status = 'submitted' and s.submitted_date is not null and ${inRange('s.submitted_date', range)}
    group by m.id, m.name
    order by m.id`.execute(db)
  return rows
}
