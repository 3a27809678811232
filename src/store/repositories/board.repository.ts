import { sql, type RawBuilder, type SqlBool } from 'kysely'
import type { ApplicationRow } from '../tables.js'
import { visibleApplications } from './application.repository.js'
import { interviewSeenBy, orEveryRow } from '../sql/team-scope.js'
import { inPage } from './keyset-page.js'
import type { Db, Page, Visibility } from './types.js'

/** An application with what its card on the board shows of its interviews and scorecards. */
export interface BoardCardRow extends ApplicationRow {
  /** The next interview: the first scheduled one that has not ended yet, by start (then id); null when none. */
  readonly next_interview_id: number | null
  readonly next_start_date: string | null
  readonly next_end_date: string | null
  readonly next_location: string | null
  /** Its interviewers' ids, ascending, as `2,3`. */
  readonly next_interviewers: string | null
  /** Seats on the scheduled interviews that have started: the scorecards expected so far. */
  readonly scorecards_expected: number | string
  /** Of those seats, the ones whose submitted scorecard the viewer may read. */
  readonly scorecards_submitted: number | string
}

/**
 * A page of a vacancy's cards in one statement, whatever its length: each
 * application the viewer may see, its next interview joined by the id that
 * a subquery picks (the same SQL on SQLite and PostgreSQL, which has no
 * LATERAL on SQLite), and its scorecard counts as correlated subqueries on
 * the indexes of interviews by application and of scorecards by interview.
 * `seen` is the rule of who reads a scorecard (domain/access/access.ts
 * `scorecardSeenBy`, on the alias `s`), so a count never tells of a
 * scorecard the viewer could not read.
 */
export function listBoardCards(
  db: Db,
  vacancyId: number,
  visibility: Visibility,
  seen: RawBuilder<SqlBool>,
  page: Page,
  filter: { stageId?: number; status?: string },
  now: string,
): Promise<BoardCardRow[]> {
  let query = visibleApplications(db, visibility)
    .leftJoin('interviews as ni', (join) =>
      join.on(
        'ni.id',
        '=',
        // Among the interviews the viewer sees: an interviewer's are those it sits on (sql/team-scope.ts).
        sql<number>`(select i.id from interviews i where i.application_id = applications.id and i.status = 'scheduled'
          and i.end_date > ${now} and ${orEveryRow(interviewSeenBy(visibility, 'i'))} order by i.start_date, i.id limit 1)`,
      ),
    )
    .select([
      'ni.id as next_interview_id',
      'ni.start_date as next_start_date',
      'ni.end_date as next_end_date',
      'ni.location as next_location',
      sql<string | null>`(select string_agg(cast(ii.member_id as text), ',' order by ii.member_id)
        from interview_interviewers ii where ii.interview_id = ni.id)`.as('next_interviewers'),
      sql<number | string>`(select count(*) from interviews di join interview_interviewers dii on dii.interview_id = di.id
        where di.application_id = applications.id and di.status = 'scheduled' and di.start_date <= ${now}
        and ${orEveryRow(interviewSeenBy(visibility, 'di'))})`.as('scorecards_expected'),
      sql<number | string>`(select count(*) from scorecards s
        join interviews si on si.id = s.interview_id
        join interview_interviewers sii on sii.interview_id = si.id and sii.member_id = s.interviewer_id
        where s.application_id = applications.id and s.status = 'submitted' and si.status = 'scheduled'
        and si.start_date <= ${now} and ${seen})`.as('scorecards_submitted'),
    ])
    .where('applications.vacancy_id', '=', vacancyId)
  if (filter.stageId !== undefined) query = query.where('applications.stage_id', '=', filter.stageId)
  if (filter.status !== undefined) query = query.where('applications.status', '=', filter.status)
  return inPage(query, page, 'applications.id').execute()
}
