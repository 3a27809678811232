import type { SelectQueryBuilder, StringReference } from 'kysely'
import type { Page } from './types.js'

/**
 * Keyset paging, written once for every list: the rows whose `key` is above
 * `after`, in `key` order, at most `rows` of them. Keys are unique and
 * never reused (ids are never given twice, positions are unique per
 * vacancy), so a page never repeats or skips a row, however deep it is.
 * `rows` is a plain argument so that prepared queries (sql/prepared-query.ts)
 * can take it as one of their values.
 */
export function afterKey<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  after: number,
  rows: number,
  key: StringReference<DB, TB> = 'id' as StringReference<DB, TB>,
): SelectQueryBuilder<DB, TB, O> {
  return query
    .where(key, '>', after as never)
    .orderBy(key)
    .limit(rows)
}

/**
 * The arguments a page reads with: after which key, and one row more than
 * the page shows, so the caller learns whether another page follows.
 */
export function pageArgs(page: Page): [after: number, rows: number] {
  return [page.after, page.limit + 1]
}

/** A page of `query` (see afterKey), with the one row more that tells whether another follows. */
export function inPage<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  page: Page,
  key?: StringReference<DB, TB>,
): SelectQueryBuilder<DB, TB, O> {
  return afterKey(query, ...pageArgs(page), key)
}
