import { deleteAuditEventsAfter, insertAuditEvent, listAuditEventsAfter } from '../store/repositories/audit.repository.js'
import type { Db } from '../store/repositories/types.js'
import type { AuditEventRow } from '../store/tables.js'
import type { Backdating } from './backdate.js'

const iso = (ms: number) => new Date(ms).toISOString()

type Past = Pick<Backdating, 'candidates' | 'documents' | 'notes' | 'flags' | 'emails' | 'applications' | 'interviews' | 'scorecards'>

/**
 * The demo's audit rows (each write it made through the domain recorded
 * one, at today's time) dated at the moment of the write they record
 * (backdate.ts), so that a candidate's access history tells of the months
 * its story took rather than of the minute `ats demo` ran; and written again
 * in the order of those moments (new ids), as the access history lists
 * them by id. An application's rows take its history's moments in turn; a
 * row whose moment is not known takes its candidate's last change, else
 * keeps its time, after the rest. `ats demo` fills an empty store, so no
 * reader of the log has seen the ids it drops.
 */
export async function backdateAudit(trx: Db, afterId: number, past: Past): Promise<void> {
  const rows = await listAuditEventsAfter(trx, afterId)
  const momentOf = moments(past)
  const told = rows.map((row) => {
    const at = momentOf(row)
    return { row: at === undefined ? row : { ...row, date: iso(at) }, at: at ?? Date.parse(row.date) }
  })
  told.sort((a, b) => a.at - b.at || a.row.id - b.row.id)
  await deleteAuditEventsAfter(trx, afterId)
  for (const { row: r } of told) {
    await insertAuditEvent(trx, {
      date: r.date,
      member_id: r.member_id,
      token_id: r.token_id,
      action: r.action,
      candidate_id: r.candidate_id,
      resource_type: r.resource_type,
      resource_id: r.resource_id,
      request_id: r.request_id,
    })
  }
}

function moments(past: Past): (row: AuditEventRow) => number | undefined {
  const told = new Map<number, number>()
  return (row) => {
    const id = row.resource_id
    const num = id === null ? undefined : Number(id)
    const candidate = row.candidate_id === null ? undefined : past.candidates.get(row.candidate_id)
    const known = (() => {
      switch (row.resource_type) {
        case 'candidate':
          return row.action === 'create' ? candidate?.created : candidate?.updated
        case 'document':
          return id === null ? undefined : past.documents.get(id)
        case 'note':
          return num === undefined ? undefined : past.notes.get(num)
        case 'flag':
          return num === undefined ? undefined : past.flags.get(num)
        case 'email':
          return num === undefined ? undefined : past.emails.get(num)
        case 'interview':
          return num === undefined ? undefined : past.interviews.get(num)
        case 'scorecard':
          return num === undefined ? undefined : past.scorecards.get(num)
        case 'application': {
          if (num === undefined) return undefined
          const times = past.applications.get(num) ?? []
          const nth = told.get(num) ?? 0
          told.set(num, nth + 1)
          return times[Math.min(nth, times.length - 1)]
        }
        default:
          return undefined
      }
    })()
    return known ?? candidate?.updated
  }
}
