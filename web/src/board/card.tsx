import { useEffect, useRef, useState } from 'preact/hooks'
import type { Schemas } from '../api.js'
import { ChoiceWithButton } from '../choice.js'
import { FLAG_NAMES } from '../flag-names.js'
import { asTyped } from '../forms.js'
import { when } from '../interviews/when.js'
import type { Person } from './column-pages.js'
import { exactTime, timeAgo } from './time-ago.js'

type Application = Schemas['BoardCard']
type Stage = Schemas['Stage']
type Interview = Schemas['Interview']

/**
 * One card: its candidate with the quality flags it carries (in words, not
 * colour alone) and how long ago the application last changed; its next
 * interview in the viewer's time zone (the board's read, or one scheduled
 * from this board since, whichever comes first) and its scorecards
 * submitted of those expected so far; its controls drawn only when asked
 * for, and a button that schedules an interview (the board's dialog).
 */
export function Card(props: {
  card: Application
  person: Person | undefined
  now: number
  stages: Stage[]
  writer: boolean
  scheduled: Interview | undefined
  onSchedule: (card: Application, name: string) => Promise<void>
  onMove: (card: Application, stageId: number) => Promise<void>
  onClose: (card: Application, outcome: { reason: string; sendEmail: boolean } | 'hire') => Promise<void>
}) {
  const { card, stages, writer } = props
  const name = props.person?.name ?? `Candidate ${String(card.CandidateId)}`
  const [rejecting, setRejecting] = useState(false)
  // A card's controls are drawn when asked for: 500 cards with a list and its options each weigh on the board's first paint.
  const [open, setOpen] = useState(false)
  const next = [card.NextInterview, props.scheduled]
    .filter((i) => i != null)
    .sort((a, b) => Date.parse(a.StartDate) - Date.parse(b.StartDate))[0]
  const first = useRef<HTMLSelectElement>(null)
  useEffect(() => {
    if (open) first.current?.focus()
  }, [open])
  return (
    <li class="card" data-app={String(card.Id)}>
      <a href={`/candidates/${String(card.CandidateId)}`}>{name}</a>
      {props.person?.flags.map((type) => (
        <span key={type} class={`flag flag-${String(type)}`}>
          {FLAG_NAMES[type]}
        </span>
      ))}
      <span class="card-age">
        changed{' '}
        <time dateTime={card.UpdatedDate} title={exactTime(card.UpdatedDate)}>
          {timeAgo(card.UpdatedDate, props.now)}
        </time>
      </span>
      {next && <span class="card-interview">Interview scheduled: {when(next.StartDate, next.EndDate)}</span>}
      {card.ScorecardsExpected > 0 && (
        <span class="card-scorecards">
          {card.ScorecardsSubmitted}/{card.ScorecardsExpected} scorecards
        </span>
      )}
      {writer && (
        <button type="button" class="link card-schedule" onClick={() => void props.onSchedule(card, name)}>
          Schedule interview<span class="visually-hidden"> for {name}</span>
        </button>
      )}
      {writer && !open && (
        <button type="button" class="link card-open" aria-expanded="false" onClick={() => setOpen(true)}>
          Move, hire or reject<span class="visually-hidden"> {name}</span>
        </button>
      )}
      {writer && open && (
        <div class="card-actions">
          <ChoiceWithButton
            label={`Move ${name} to`}
            current={String(card.StageId)}
            options={stages.map((s) => ({ value: String(s.Id), label: s.Name }))}
            selectRef={first}
            button={
              <>
                Move<span class="visually-hidden"> {name}</span>
              </>
            }
            onApply={(value) => void props.onMove(card, Number(value))}
          />
          {rejecting ? (
            <form
              onSubmit={(e) => {
                e.preventDefault()
                const data = new FormData(e.currentTarget)
                void props.onClose(card, { reason: asTyped(data, 'reason'), sendEmail: data.get('email') === 'on' })
              }}
            >
              <label>
                Reason for rejecting {name}
                <input name="reason" required maxLength={500} />
              </label>
              <label class="check">
                <input type="checkbox" name="email" /> Send the rejection email
              </label>
              <button type="submit">Reject</button>{' '}
              <button type="button" class="link" onClick={() => setRejecting(false)}>
                Cancel
              </button>
            </form>
          ) : (
            <>
              <button type="button" class="secondary" onClick={() => void props.onClose(card, 'hire')}>
                Hire…<span class="visually-hidden"> {name}</span>
              </button>{' '}
              <button type="button" class="secondary" onClick={() => setRejecting(true)}>
                Reject…
              </button>
            </>
          )}{' '}
          <button type="button" class="link" aria-expanded="true" onClick={() => setOpen(false)}>
            Close<span class="visually-hidden"> the controls of {name}</span>
          </button>
        </div>
      )}
    </li>
  )
}
