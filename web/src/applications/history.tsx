import { useState } from 'preact/hooks'
import { api, type Schemas } from '../api.js'
import { ErrorMessage } from '../feedback.js'
import { allPages } from '../paging.js'

type Entry = Schemas['ApplicationHistoryEntry']

/** Every change of an application, oldest first, with who made it and when; read when asked for. */
export function ApplicationHistory(props: {
  application: Schemas['Application']
  stages: Schemas['Stage'][]
  vacancy: string
  /** The member's name; null: no member made the change (the applicant, on the careers site). */
  who: (memberId: number | null) => string
}) {
  const [entries, setEntries] = useState<Entry[]>()
  const [error, setError] = useState<string>()
  const [open, setOpen] = useState(false)
  const stage = (id: number | null) => props.stages.find((s) => s.Id === id)?.Name ?? 'a deleted stage'

  const toggle = async () => {
    if (open) {
      setOpen(false)
      return
    }
    const { items, problem } = await allPages((after) =>
      api.GET('/v1/Applications/{id}/History', {
        params: { path: { id: String(props.application.Id) }, query: { limit: '1000', ...(after && { after }) } },
      }),
    )
    if (problem !== undefined) {
      setError(problem)
      return
    }
    setError(undefined)
    setEntries(items)
    setOpen(true)
  }

  const describe = (e: Entry): string => {
    if (e.FromStatus === null) return `Applied, in ${stage(e.ToStageId)}`
    if (e.FromStatus !== e.ToStatus) {
      const verb = { active: 'Reopened', rejected: 'Rejected', withdrawn: 'Withdrawn', hired: 'Hired' }[e.ToStatus]
      return `${verb}${e.Reason ? `: ${e.Reason}` : ''}`
    }
    return `Moved from ${stage(e.FromStageId)} to ${stage(e.ToStageId)}`
  }
  return (
    <>
      <button type="button" class="link" aria-expanded={open} onClick={() => void toggle()}>
        {open ? 'Hide the history' : 'History'}
        <span class="visually-hidden"> of the application to {props.vacancy}</span>
      </button>
      <ErrorMessage text={error} />
      {open && entries && (
        <ol class="history" aria-label={`History of the application to ${props.vacancy}`}>
          {entries.map((e) => (
            <li key={e.Id}>
              {describe(e)}{' '}
              <span class="muted">
                · {new Date(e.ChangedDate).toLocaleString()} · by {props.who(e.ChangedById)}
              </span>
            </li>
          ))}
        </ol>
      )}
    </>
  )
}
