import Sortable from 'sortablejs'
import { useEffect, useRef, useState } from 'preact/hooks'
import { Loading } from '../feedback.js'
import { api, describeProblem, problemCode, type Schemas } from '../api.js'
import { asTyped, useInFlight } from '../forms.js'
import { ChoiceWithButton } from '../choice.js'
import { allPages, WHOLE_STAGES } from '../paging.js'
import { canWrite, useSession } from '../session.js'

type Application = Schemas['Application']
type Stage = Schemas['Stage']

/** Every page of the vacancy's active applications, or why they could not be read. */
function activeApplications(vacancyId: string) {
  return allPages((after) =>
    api.GET('/v1/Vacancies/{id}/Applications', {
      params: { path: { id: vacancyId }, query: { Status: 'active', limit: '1000', ...(after && { after }) } },
    }),
  )
}

/** The candidates' names, 100 ids a request, the requests side by side. */
async function candidateNames(ids: number[]): Promise<Map<number, string>> {
  const chunks = Array.from({ length: Math.ceil(ids.length / 100) }, (_, i) => ids.slice(i * 100, i * 100 + 100))
  const answers = await Promise.all(
    chunks.map((chunk) => api.GET('/v1/Candidates', { params: { query: { Ids: chunk.join(','), limit: '100' } } })),
  )
  return new Map(answers.flatMap(({ data }) => (data ?? []).map((c) => [c.Id, `${c.FirstName} ${c.LastName}`] as const)))
}

/**
 * The pipeline board of a vacancy: a column per stage, a card per active
 * application. Cards move by drag-and-drop (SortableJS) or with the "Move to"
 * list (keyboard); each move names the stage the card was seen in, so when
 * someone else moved it first the board says so and shows where it is now.
 */
export function BoardPage({ id }: { id: string }) {
  const session = useSession()
  const [title, setTitle] = useState<string>()
  const [stages, setStages] = useState<Stage[]>([])
  const [cards, setCards] = useState<Application[]>()
  // The cards as last drawn, for a change whose answer arrives after other changes redrew the board.
  const shown = useRef(cards)
  shown.current = cards
  const [names, setNames] = useState<Map<number, string>>(new Map())
  const [message, setMessage] = useState<{ text: string; bad: boolean }>()
  const board = useRef<HTMLDivElement>(null)
  const status = useRef<HTMLParagraphElement>(null)
  // Where the focus goes once the board is redrawn, the first of these found: the card just moved by keyboard keeps
  // it in its new column; a card hired or rejected leaves it to its neighbour, else its column, not to the page's body.
  const [focusTo, setFocusTo] = useState<string[]>()
  useEffect(() => {
    if (focusTo === undefined) return
    const found = focusTo.map((selector) => board.current?.querySelector<HTMLElement>(selector)).find(Boolean)
    ;(found ?? status.current)?.focus()
    setFocusTo(undefined)
  }, [focusTo])
  const cardFocus = (id: number) => [`[data-app="${String(id)}"] .card-open`, `[data-app="${String(id)}"] a`]
  // One change at a time per card: a second click of "Move" would otherwise be refused as a conflict with the first.
  const once = useInFlight()
  const writer = canWrite(session) || session.Role === 'hiring_manager'

  const load = async () => {
    // The cards are asked for with the vacancy, not after it: one round trip less before the board shows.
    const [v, s, active] = await Promise.all([
      api.GET('/v1/Vacancies/{id}', { params: { path: { id } } }),
      api.GET('/v1/Vacancies/{id}/Stages', { params: { path: { id }, query: WHOLE_STAGES } }),
      activeApplications(id),
    ])
    const problem = !v.data || !s.data ? describeProblem(v.error ?? s.error, v.response.status) : active.problem
    if (problem !== undefined || !v.data || !s.data) {
      setMessage({ text: problem ?? describeProblem(undefined), bad: true })
      setCards([])
      return
    }
    setTitle(v.data.Title)
    setStages(s.data)
    setNames(await candidateNames([...new Set(active.items.map((a) => a.CandidateId))]))
    setCards(active.items)
  }
  useEffect(() => {
    void load()
  }, [id])

  const move = (card: Application, stageId: number) =>
    once(async () => {
      if (stageId === card.StageId) return
      const { data, error, response } = await api.POST('/v1/Applications/{id}/Move', {
        params: { path: { id: String(card.Id) } },
        body: { StageId: stageId, ExpectedStageId: card.StageId },
      })
      if (data) {
        setCards((all) => all?.map((c) => (c.Id === data.Id ? data : c)))
        setFocusTo(cardFocus(data.Id))
        const stage = stages.find((s) => s.Id === stageId)?.Name ?? 'the new stage'
        setMessage({ text: `${names.get(card.CandidateId) ?? 'The card'} moved to ${stage}.`, bad: false })
        return
      }
      if (problemCode(error) === 'stage_conflict') {
        setMessage({ text: 'Someone else moved this card first. The board now shows where it is.', bad: true })
        await load()
        return
      }
      setMessage({ text: describeProblem(error, response.status), bad: true })
    }, card.Id)

  /** Takes a card off the board: rejected with its reason, or hired. */
  const close = (card: Application, outcome: { reason: string } | 'hire') =>
    once(async () => {
      const path = { path: { id: String(card.Id) } }
      const { data, error, response } =
        outcome === 'hire'
          ? await api.POST('/v1/Applications/{id}/Hire', { params: path })
          : await api.POST('/v1/Applications/{id}/Reject', { params: path, body: { Reason: outcome.reason } })
      if (!data) {
        setMessage({ text: describeProblem(error, response.status), bad: true })
        return
      }
      const column = shown.current?.filter((c) => c.StageId === card.StageId) ?? []
      const at = column.findIndex((c) => c.Id === card.Id)
      const neighbour = at < 0 ? undefined : (column[at + 1] ?? column[at - 1])
      setCards((all) => all?.filter((c) => c.Id !== card.Id))
      setFocusTo([...(neighbour ? cardFocus(neighbour.Id) : []), `#stage-${String(card.StageId)}`])
      setMessage({
        text: `${names.get(card.CandidateId) ?? 'The application'} was ${outcome === 'hire' ? 'hired' : 'rejected'}.`,
        bad: false,
      })
    }, card.Id)

  // Drag-and-drop: SortableJS moves the card in the page; the move is put back
  // at once and made through the API, and the board redrawn from its answer.
  useEffect(() => {
    if (!writer || !board.current || !cards) return
    const lists = [...board.current.querySelectorAll<HTMLElement>('ul[data-stage]')]
    const sortables = lists.map((list) =>
      Sortable.create(list, {
        group: 'board',
        sort: false,
        forceFallback: true,
        filter: 'select, button, a, input, textarea',
        preventOnFilter: false,
        onEnd: (event) => {
          const { item, from, to, oldIndex } = event
          from.insertBefore(item, from.children[oldIndex ?? 0] ?? null)
          const card = cards.find((c) => String(c.Id) === item.dataset.app)
          if (card && to !== from) void move(card, Number(to.dataset.stage))
        },
      }),
    )
    return () => {
      for (const s of sortables) s.destroy()
    }
  }, [cards, stages, writer])

  if (cards === undefined) return <Loading />
  return (
    <section class="wide">
      <p>
        <a href="/vacancies">← Vacancies</a>
      </p>
      <h1>{title ? `${title}: pipeline` : 'Pipeline'}</h1>
      <p class={message?.bad ? 'error' : 'muted'} role="status" aria-live="polite" ref={status} tabIndex={-1}>
        {message?.text ?? `${String(cards.length)} active applications.`}
      </p>
      <div class="board" ref={board}>
        {stages.map((stage) => {
          const here = cards.filter((c) => c.StageId === stage.Id)
          return (
            <section class="column" key={stage.Id} aria-labelledby={`stage-${String(stage.Id)}`}>
              <h2 id={`stage-${String(stage.Id)}`} tabIndex={-1}>
                {stage.Name} <span class="muted">({here.length})</span>
              </h2>
              <ul data-stage={String(stage.Id)} aria-label={`${stage.Name} applications`}>
                {here.map((card) => (
                  <Card
                    key={`${String(card.Id)}:${String(card.StageId)}`}
                    card={card}
                    name={names.get(card.CandidateId)}
                    stages={stages}
                    writer={writer}
                    onMove={move}
                    onClose={close}
                  />
                ))}
              </ul>
            </section>
          )
        })}
      </div>
    </section>
  )
}

function Card(props: {
  card: Application
  name: string | undefined
  stages: Stage[]
  writer: boolean
  onMove: (card: Application, stageId: number) => Promise<void>
  onClose: (card: Application, outcome: { reason: string } | 'hire') => Promise<void>
}) {
  const { card, stages, writer } = props
  const name = props.name ?? `Candidate ${String(card.CandidateId)}`
  const [rejecting, setRejecting] = useState(false)
  // A card's controls are drawn when asked for: 500 cards with a list and its options each weigh on the board's first paint.
  const [open, setOpen] = useState(false)
  const first = useRef<HTMLSelectElement>(null)
  useEffect(() => {
    if (open) first.current?.focus()
  }, [open])
  return (
    <li class="card" data-app={String(card.Id)}>
      <a href={`/candidates/${String(card.CandidateId)}`}>{name}</a>
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
                void props.onClose(card, { reason: asTyped(new FormData(e.currentTarget), 'reason') })
              }}
            >
              <label>
                Reason for rejecting {name}
                <input name="reason" required maxLength={500} />
              </label>
              <button type="submit">Reject</button>{' '}
              <button type="button" class="link" onClick={() => setRejecting(false)}>
                Cancel
              </button>
            </form>
          ) : (
            <>
              <button type="button" class="secondary" onClick={() => void props.onClose(card, 'hire')}>
                Hire<span class="visually-hidden"> {name}</span>
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
