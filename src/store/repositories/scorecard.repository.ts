import type { Insertable, RawBuilder, SqlBool, Updateable } from 'kysely'
import type { ScorecardAttributeRow, ScorecardRow, ScorecardTable } from '../tables.js'
import { inPage } from './keyset-page.js'
import type { Db, Page } from './types.js'

/** A scorecard with its ratings, in the order they were given. */
export interface ScorecardView extends ScorecardRow {
  readonly ratings: { attribute: string; rating: string }[]
}

export interface Rating {
  readonly attribute: string
  readonly rating: string
}

export function listAttributes(db: Db, vacancyId: number): Promise<ScorecardAttributeRow[]> {
  return db.selectFrom('scorecard_attributes').selectAll().where('vacancy_id', '=', vacancyId).orderBy('position').execute()
}

/** Replaces the vacancy's attributes; the caller holds the vacancy's lock. Written scorecards keep their ratings as they are. */
export async function replaceAttributes(db: Db, vacancyId: number, names: readonly { name: string; key: string }[]): Promise<void> {
  await db.deleteFrom('scorecard_attributes').where('vacancy_id', '=', vacancyId).execute()
  await db
    .insertInto('scorecard_attributes')
    .values(names.map(({ name, key }, i) => ({ vacancy_id: vacancyId, name, name_key: key, position: i + 1 })))
    .execute()
}

/** The one scorecard of this interviewer for this interview, whatever its status. */
export function findScorecard(db: Db, interviewId: number, interviewerId: number): Promise<ScorecardRow | undefined> {
  return db
    .selectFrom('scorecards')
    .selectAll()
    .where('interview_id', '=', interviewId)
    .where('interviewer_id', '=', interviewerId)
    .executeTakeFirst()
}

export function insertScorecard(db: Db, values: Insertable<ScorecardTable>): Promise<ScorecardRow> {
  return db.insertInto('scorecards').values(values).returningAll().executeTakeFirstOrThrow()
}

export function updateScorecard(db: Db, id: number, values: Updateable<ScorecardTable>): Promise<ScorecardRow> {
  return db.updateTable('scorecards').set(values).where('id', '=', id).returningAll().executeTakeFirstOrThrow()
}

export async function replaceRatings(db: Db, scorecardId: number, ratings: readonly Rating[]): Promise<void> {
  await db.deleteFrom('scorecard_ratings').where('scorecard_id', '=', scorecardId).execute()
  if (ratings.length === 0) return
  await db
    .insertInto('scorecard_ratings')
    .values(ratings.map((r, i) => ({ scorecard_id: scorecardId, position: i + 1, attribute: r.attribute, rating: r.rating })))
    .execute()
}

async function withRatings(db: Db, rows: ScorecardRow[]): Promise<ScorecardView[]> {
  const byCard = new Map<number, Rating[]>(rows.map((r) => [r.id, []]))
  if (rows.length > 0) {
    const ratings = await db
      .selectFrom('scorecard_ratings')
      .select(['scorecard_id', 'attribute', 'rating'])
      .where(
        'scorecard_id',
        'in',
        rows.map((r) => r.id),
      )
      .orderBy('scorecard_id')
      .orderBy('position')
      .execute()
    for (const r of ratings) byCard.get(r.scorecard_id)?.push({ attribute: r.attribute, rating: r.rating })
  }
  return rows.map((r) => ({ ...r, ratings: byCard.get(r.id) ?? [] }))
}

/**
 * An application's scorecards that `seen` lets through (domain/access/access.ts
 * `scorecardSeenBy`, a condition on the `scorecards` row): the rule is in
 * the query, so a hidden scorecard is never fetched, counted or paged over.
 */
export async function listApplicationScorecards(
  db: Db,
  applicationId: number,
  seen: RawBuilder<SqlBool>,
  page: Page,
): Promise<ScorecardView[]> {
  const rows = await inPage(db.selectFrom('scorecards').selectAll().where('application_id', '=', applicationId).where(seen), page).execute()
  return withRatings(db, rows)
}
