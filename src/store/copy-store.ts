import type { Kysely } from 'kysely'
import { hashMeter } from './blobs/hash-meter.js'
import type { Stores } from './stores.js'

/** Tables in an order where every row's references are copied before it, each with the key it is read in order of. */
const TABLES: ReadonlyArray<{
  readonly name: string
  readonly key: readonly [string] | readonly [string, string]
  /** The columns copied, when not all: an engine's own derived columns (PostgreSQL's search vector) are made by the target. */
  readonly columns?: readonly string[]
}> = [
  { name: 'members', key: ['id'] },
  { name: 'tokens', key: ['id'] },
  { name: 'vacancies', key: ['id'] },
  { name: 'stages', key: ['id'] },
  { name: 'hiring_team_members', key: ['vacancy_id', 'member_id'] },
  { name: 'candidates', key: ['id'] },
  { name: 'notes', key: ['id'] },
  { name: 'flags', key: ['id'] },
  { name: 'documents', key: ['id'] },
  { name: 'applications', key: ['id'] },
  { name: 'application_history', key: ['id'] },
  // What applicants sent and agreed to on the careers site (SPEC C8).
  { name: 'submissions', key: ['id'] },
  { name: 'consents', key: ['id'] },
  { name: 'scorecard_attributes', key: ['id'] },
  { name: 'interviews', key: ['id'] },
  { name: 'interview_interviewers', key: ['interview_id', 'member_id'] },
  { name: 'scorecards', key: ['id'] },
  { name: 'scorecard_ratings', key: ['scorecard_id', 'position'] },
  { name: 'document_texts', key: ['document_id'] },
  {
    name: 'search_entries',
    key: ['id'],
    columns: ['id', 'candidate_id', 'field', 'note_id', 'document_id', 'body', 'terms'],
  },
  // Ids kept: an integrator's feed cursor (`after`) stays valid on the new store.
  { name: 'events', key: ['id'] },
  // Subscriptions go along with their secrets, so receivers keep verifying; deliveries, like jobs, stay behind.
  { name: 'webhooks', key: ['id'] },
  // Ids kept: an admin's `after` stays valid too.
  { name: 'audit_events', key: ['id'] },
  // A pending email's job stays behind with the others: copy a store whose outbox is empty (OPERATIONS.md).
  { name: 'emails', key: ['id'] },
  { name: 'email_templates', key: ['name'] },
  // Set-password links go along: an invited member can still follow the link it was sent.
  { name: 'member_links', key: ['id'] },
  { name: 'notifications', key: ['id'] },
]
const BATCH = 500
/** Tables whose ids the target numbers itself afterwards: every one with a numeric `id`. */
const NUMBERED = TABLES.filter((t) => t.key.length === 1 && t.key[0] === 'id' && t.name !== 'documents').map((t) => t.name)

export interface CopyReport {
  rows: Record<string, number>
  documents: number
  bytes: number
}

/**
 * Copies every row and every document's bytes from one set of stores to
 * another (for example from the embedded SQLite and disk store to PostgreSQL
 * and S3). Ids are kept, so tokens, links and document ids stay valid. Each
 * document's bytes are checked against its recorded SHA-256 on the way.
 * The target must be empty: this is a move, not a merge.
 */
export async function copyStores(source: Stores, target: Stores, log: (line: string) => void = () => {}): Promise<CopyReport> {
  // Every table is copied the same way, its rows passed through as read: no table's own types apply.
  /* eslint-disable @typescript-eslint/no-explicit-any */
  const from = source.database.db as unknown as Kysely<any>
  const to = target.database.db as unknown as Kysely<any>
  const existing = await to.selectFrom('members').select('id').limit(1).execute()
  if (existing.length > 0) throw new Error('the target database already holds data; copy only into an empty store')

  const report: CopyReport = { rows: {}, documents: 0, bytes: 0 }
  for (const { name: table, key, columns } of TABLES) {
    // Keyset paging in key order, so memory stays at one batch whatever the table's size.
    let last: Record<string, unknown> | undefined
    let copied = 0
    for (;;) {
      const all = from.selectFrom(table)
      let query = key.reduce((q, column) => q.orderBy(column), columns ? all.select(columns) : all.selectAll()).limit(BATCH)
      if (last) {
        const [k1, k2] = key
        const at = last
        query =
          k2 === undefined
            ? query.where(k1, '>', at[k1])
            : query.where((eb) => eb.or([eb(k1, '>', at[k1]), eb.and([eb(k1, '=', at[k1]), eb(k2, '>', at[k2])])]))
      }
      const rows = (await query.execute()) as Record<string, unknown>[]
      if (rows.length === 0) break
      await to.insertInto(table).values(rows).execute()
      copied += rows.length
      last = rows.at(-1)
    }
    /* eslint-enable @typescript-eslint/no-explicit-any */
    report.rows[table] = copied
    log(`${table}: ${copied} rows`)
  }
  await target.database.syncIdSequences?.(NUMBERED)

  let after = ''
  for (;;) {
    const docs = await target.database.db
      .selectFrom('documents')
      .select(['id', 'blob_key', 'sha256', 'size'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .execute()
    if (docs.length === 0) break
    for (const doc of docs) {
      report.bytes += await copyBlob(source, target, doc)
      report.documents++
    }
    after = docs.at(-1)?.id ?? after
  }
  log(`documents: ${report.documents} (${report.bytes} bytes)`)
  return report
}

async function copyBlob(source: Stores, target: Stores, doc: { id: string; blob_key: string; sha256: string; size: number }) {
  const stream = await source.blobs.get(doc.blob_key)
  if (!stream) throw new Error(`document ${doc.id}: its bytes are missing from the source store`)
  const { stream: check, metered } = hashMeter({
    verify: ({ size, sha256 }) =>
      sha256 === doc.sha256 && size === doc.size ? null : new Error(`document ${doc.id}: bytes do not match their SHA-256`),
  })
  stream.on('error', (err) => check.destroy(err))
  await target.blobs.put(doc.blob_key, stream.pipe(check))
  return metered().size
}
