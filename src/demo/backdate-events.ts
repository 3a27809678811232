import { deleteEventsAfter, insertEvent, listEventsAfter } from '../store/repositories/event.repository.js'
import type { Db } from '../store/repositories/types.js'
import type { EventRow } from '../store/tables.js'
import type { Backdating } from './backdate.js'

const iso = (ms: number) => new Date(ms).toISOString()

/** When the change an event records happened, and when its resource was made. */
export interface EventMoment {
  readonly at: number
  readonly created: number
}

/**
 * The demo's events, told at the moments their changes stand for
 * (backdate.ts): `OccurredDate`, and in `Data` the resource's `CreatedDate`
 * and `UpdatedDate` as the API would have answered then. The demo writes a
 * candidate's notes before its applications and their moves, which happen
 * in between, so the events are also written again in the order of their
 * moments (new ids, in commit order as every event's): a candidate's
 * activity then reads as its story happened. `ats demo` fills an empty
 * store, so no reader of the change feed has seen the ids it drops. An
 * event whose moment `momentOf` does not know keeps its time, after the rest.
 */
export async function backdateEvents(
  trx: Db,
  afterId: number,
  momentOf: (event: EventRow, data: Record<string, unknown>) => EventMoment | undefined,
): Promise<void> {
  const events = await listEventsAfter(trx, afterId)
  const told = events.map((event) => {
    const data = JSON.parse(event.data) as Record<string, unknown>
    const moment = momentOf(event, data)
    if (!moment) return { event, at: Date.parse(event.occurred_date) }
    if ('CreatedDate' in data) data.CreatedDate = iso(moment.created)
    if ('UpdatedDate' in data) data.UpdatedDate = iso(moment.at)
    if (typeof data.SubmittedDate === 'string') data.SubmittedDate = iso(moment.at)
    return { event: { ...event, occurred_date: iso(moment.at), data: JSON.stringify(data) }, at: moment.at }
  })
  told.sort((a, b) => a.at - b.at || a.event.id - b.event.id)
  await deleteEventsAfter(trx, afterId)
  for (const { event: e } of told) {
    await insertEvent(trx, {
      type: e.type,
      occurred_date: e.occurred_date,
      actor_id: e.actor_id,
      candidate_id: e.candidate_id,
      data: e.data,
      vacancy_id: e.vacancy_id,
      note_id: e.note_id,
      note_author_id: e.note_author_id,
      note_private: e.note_private,
      note_to_hiring_team: e.note_to_hiring_team,
    })
  }
}

type Past = Pick<Backdating, 'vacancies' | 'candidates' | 'documents' | 'notes' | 'flags' | 'applications' | 'interviews' | 'scorecards'>

/**
 * The moment of each demo event, from what the demo noted of its resource:
 * an application's events take its history's moments in turn (one entry per
 * event), a vacancy's team is set just after it opens and its status
 * changes when it closes.
 */
export function momentsOf(past: Past): (event: EventRow, data: Record<string, unknown>) => EventMoment | undefined {
  const told = new Map<number, number>()
  const once = (at: number | undefined) => (at === undefined ? undefined : { at, created: at })
  return (event, data) => {
    const id = data.Id
    switch (event.type) {
      case 'candidate.created':
        return once(event.candidate_id === null ? undefined : past.candidates.get(event.candidate_id)?.created)
      case 'document.created':
        return once(typeof id === 'string' ? past.documents.get(id) : undefined)
      case 'note.created':
        return once(event.note_id === null ? undefined : past.notes.get(event.note_id))
      case 'flag.created':
        return once(typeof id === 'number' ? past.flags.get(id) : undefined)
      case 'interview.scheduled':
        return once(typeof id === 'number' ? past.interviews.get(id) : undefined)
      case 'scorecard.submitted':
        return once(typeof id === 'number' ? past.scorecards.get(id) : undefined)
    }
    if (typeof id !== 'number') return undefined
    if (event.type.startsWith('application.')) {
      const times = past.applications.get(id) ?? []
      const nth = told.get(id) ?? 0
      told.set(id, nth + 1)
      const at = times[nth]
      return at === undefined || times[0] === undefined ? undefined : { at, created: times[0] }
    }
    const vacancy = event.type.startsWith('vacancy.') ? past.vacancies.get(id) : undefined
    if (!vacancy) return undefined
    const at =
      event.type === 'vacancy.updated' ? vacancy.updated : event.type === 'vacancy.created' ? vacancy.created : vacancy.created + 60_000
    return { at, created: vacancy.created }
  }
}
