import Sortable from 'sortablejs'
import { useEffect, useRef, useState } from 'preact/hooks'
import { Loading } from '../feedback.js'
import { api, describeProblem, problemCode, type Schemas } from '../api.js'
import { useInFlight, useLatestRead } from '../forms.js'
import { WHOLE_STAGES } from '../paging.js'
import { canChangeApplications, useSession } from '../session.js'
import { Card } from '../board/card.js'
import { readColumnPage, type Person } from '../board/column-pages.js'
import { readInterviewerChoices, ScheduleDialog, type InterviewerChoices } from '../board/schedule-dialog.js'
import { ConfirmDialog } from '../confirm-dialog.js'
import { when } from '../interviews/when.js'
import { useUnread } from '../notifications/unread.js'

type Application = Schemas['BoardCard']
type Stage = Schemas['Stage']
type Interview = Schemas['Interview']

/** A column's cards as drawn: oldest application first, however they arrived. */
function columnOf(cards: Application[], stageId: number): Application[] {
  return cards.filter((c) => c.StageId === stageId).sort((a, b) => a.Id - b.Id)
}

/** Each application of an unread notification of one: new, or sent again (the newer wins). */
function freshApplications(unread: Schemas['Notification'][] | undefined): Map<number, 'new' | 'again'> {
  const fresh = new Map<number, 'new' | 'again'>()
  for (const n of [...(unread ?? [])].reverse()) {
    if (n.ApplicationId === null) continue
    if (n.Type === 'application_received') fresh.set(n.ApplicationId, 'new')
    if (n.Type === 'application_resubmitted') fresh.set(n.ApplicationId, 'again')
  }
  return fresh
}

/** The cards of a page added to those on the board: a card already there (moved into a column before its page came) is not drawn twice. */
function withPage(cards: Application[], page: Application[]): Application[] {
  const fresh = new Map(page.map((c) => [c.Id, c]))
  const drawn = new Set(cards.map((c) => c.Id))
  return [...cards.map((c) => fresh.get(c.Id) ?? c), ...page.filter((c) => !drawn.has(c.Id))]
}

/**
 * The pipeline board of a vacancy: a column per stage, a card per active
 * application. Cards move by drag-and-drop (SortableJS) or with the "Move to"
 * list (keyboard); each move names the stage the card was seen in, so when
 * someone else moved it first the board says so and shows where it is now.
 * Each column reads its cards a page at a time (column-pages.ts): the board is
 * drawn once every column has its first page, and a column with more ends
 * with a "Show more" button, so a keyboard reaches every card. Each card
 * shows its next interview and its scorecards submitted of those expected
 * (the board's read carries them, GET /v1/Vacancies/{id}/Board), and
 * schedules an interview through the candidate page's form, in a dialog; an
 * interview scheduled from the board shows at once (from the service's
 * answer, no new read) when it comes before the one the card had. A hire
 * waits for a confirmation. A hiring manager off the vacancy's team is told
 * so, rather than shown an empty board as if nobody had applied.
 */
export function BoardPage({ id }: { id: string }) {
  const session = useSession()
  const [title, setTitle] = useState<string>()
  const [stages, setStages] = useState<Stage[]>([])
  const [cards, setCards] = useState<Application[]>()
  // The cards as last drawn, for a change whose answer arrives after other changes redrew the board.
  const shown = useRef(cards)
  shown.current = cards
  const [people, setPeople] = useState<Map<number, Person>>(new Map())
  // Per column, the `after` of its next page; a column absent here has every card drawn.
  const [more, setMore] = useState<Map<number, string>>(new Map())
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
  // Every role holds `applications:write`, which moves cards and schedules interviews; a hiring manager's board holds
  // only the applications of its own vacancies (SPEC C3), which it may change (the others' boards are empty for it).
  const writer = canChangeApplications(session)
  // The card whose interview is being scheduled, with whom the form offers; and the interviews scheduled from this board.
  const [scheduling, setScheduling] = useState<{ card: Application; name: string; choices: InterviewerChoices }>()
  const [scheduled, setScheduled] = useState<Map<number, Interview>>(new Map())
  // The card whose hire waits for a yes.
  const [hiring, setHiring] = useState<{ card: Application; name: string }>()
  // For a hiring manager: whether it sits on this vacancy's hiring team (undefined until known, and for other roles).
  const [onTeam, setOnTeam] = useState<boolean>()
  // The applications the member has not seen yet: those of its unread notifications (SPEC C18).
  const fresh = freshApplications(useUnread(session.MemberId)?.items)

  // A read answered after a later one started is not shown: its caller waits for the latest instead, so
  // that what it says afterwards is said once the board shows it.
  const started = useLatestRead()
  const reading = useRef<{ done: Promise<void>; pending: boolean }>(undefined)
  const load = (): Promise<void> => {
    const read = { done: Promise.resolve(), pending: true }
    reading.current = read
    read.done = (async () => {
      try {
        await readBoard(started())
      } finally {
        read.pending = false
      }
      if (reading.current !== read) await reading.current?.done
    })()
    return read.done
  }
  /**
   * A card changed on the server while a read of the board is on its way
   * (another card's conflict reads it again): that read may have seen the
   * card as it was, so a new one follows, and only the new one is shown.
   */
  const changedDuringRead = () => {
    if (reading.current?.pending) void load()
  }
  const readBoard = async (latest: () => boolean) => {
    // The columns are read as soon as the stages are known, side by side, with the vacancy's title on its way meanwhile.
    const vacancy = api.GET('/v1/Vacancies/{id}', { params: { path: { id } } })
    const team =
      session.Role === 'hiring_manager'
        ? api.GET('/v1/Vacancies/{id}/HiringTeam', { params: { path: { id }, query: { limit: '1000' } } })
        : undefined
    const s = await api.GET('/v1/Vacancies/{id}/Stages', { params: { path: { id }, query: WHOLE_STAGES } })
    const pages = await Promise.all((s.data ?? []).map((stage) => readColumnPage(id, stage.Id)))
    const v = await vacancy
    if (!latest()) return
    const problem =
      !v.data || !s.data ? describeProblem(v.error ?? s.error, (v.data ? s : v).response.status) : pages.find((p) => p.problem)?.problem
    if (problem !== undefined || !v.data || !s.data) {
      setMessage({ text: problem ?? describeProblem(undefined), bad: true })
      setCards([])
      return
    }
    const stageList = s.data
    const members = (await team)?.data
    if (!latest()) return
    setOnTeam(members && members.some((m) => m.MemberId === session.MemberId))
    setTitle(v.data.Title)
    setStages(stageList)
    setPeople(new Map(pages.flatMap((p) => [...p.people])))
    setMore(new Map(pages.flatMap((p, i) => (p.next === undefined ? [] : [[stageList[i]?.Id ?? 0, p.next] as const]))))
    setCards(pages.flatMap((p) => p.items))
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
        // The answer is the application alone: the card keeps its interview and scorecards.
        setCards((all) => all?.map((c) => (c.Id === data.Id ? { ...c, ...data } : c)))
        changedDuringRead()
        setFocusTo(cardFocus(data.Id))
        const stage = stages.find((s) => s.Id === stageId)?.Name ?? 'the new stage'
        setMessage({ text: `${people.get(card.CandidateId)?.name ?? 'The card'} moved to ${stage}.`, bad: false })
        return
      }
      if (problemCode(error) === 'stage_conflict') {
        // Said once the board shows it: the card's controls stay held until then, and a move made meanwhile would be dropped.
        await load()
        setMessage({ text: 'Someone else moved this card first. The board now shows where it is.', bad: true })
        return
      }
      setMessage({ text: describeProblem(error, response.status), bad: true })
    }, card.Id)

  /** Takes a card off the board: rejected with its reason, or hired. */
  const close = (card: Application, outcome: { reason: string; sendEmail: boolean } | 'hire') =>
    once(async () => {
      const path = { path: { id: String(card.Id) } }
      const { data, error, response } =
        outcome === 'hire'
          ? await api.POST('/v1/Applications/{id}/Hire', { params: path })
          : await api.POST('/v1/Applications/{id}/Reject', {
              params: path,
              body: { Reason: outcome.reason, ...(outcome.sendEmail && { SendEmail: true }) },
            })
      if (!data) {
        setMessage({ text: describeProblem(error, response.status), bad: true })
        return
      }
      const column = columnOf(shown.current ?? [], card.StageId)
      const at = column.findIndex((c) => c.Id === card.Id)
      const neighbour = at < 0 ? undefined : (column[at + 1] ?? column[at - 1])
      setCards((all) => all?.filter((c) => c.Id !== card.Id))
      changedDuringRead()
      setFocusTo([...(neighbour ? cardFocus(neighbour.Id) : []), `#stage-${String(card.StageId)}`])
      setMessage({
        text: `${people.get(card.CandidateId)?.name ?? 'The application'} was ${outcome === 'hire' ? 'hired' : 'rejected'}.`,
        bad: false,
      })
    }, card.Id)

  /** A hire is asked for first (the board's dialog); Reject asks for its reason in the card. */
  const closeOrAsk = (card: Application, outcome: { reason: string; sendEmail: boolean } | 'hire') => {
    if (outcome !== 'hire') return close(card, outcome)
    setHiring({ card, name: people.get(card.CandidateId)?.name ?? `Candidate ${String(card.CandidateId)}` })
    return Promise.resolve()
  }

  /** Opens the scheduling dialog of a card, once the hiring team and the directory are read. */
  const schedule = (card: Application, name: string) =>
    once(
      async () => {
        const { choices, problem } = await readInterviewerChoices(id)
        if (!choices) {
          setMessage({ text: problem ?? describeProblem(undefined), bad: true })
          return
        }
        setScheduling({ card, name, choices })
      },
      `schedule:${String(card.Id)}`,
    )

  /** The next page of a column, below its cards; the focus goes to the first card it brought. */
  const showMore = (stage: Stage) =>
    once(
      async () => {
        const after = more.get(stage.Id)
        if (after === undefined) return
        const page = await readColumnPage(id, stage.Id, after)
        if (page.problem !== undefined) {
          setMessage({ text: page.problem, bad: true })
          return
        }
        setPeople((known) => new Map([...known, ...page.people]))
        setMore((known) => {
          const next = new Map(known)
          if (page.next === undefined) next.delete(stage.Id)
          else next.set(stage.Id, page.next)
          return next
        })
        setCards((all) => withPage(all ?? [], page.items))
        const first = page.items.find((c) => c.StageId === stage.Id)
        setFocusTo([...(first ? [`[data-app="${String(first.Id)}"] a`] : []), `#stage-${String(stage.Id)}`])
      },
      `more:${String(stage.Id)}`,
    )

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
  const now = Date.now()
  const partial = more.size > 0
  return (
    <section class="wide">
      <p>
        <a href="/vacancies">← Vacancies</a> · <a href={`/vacancies/${id}/closed`}>Rejected, withdrawn and hired</a> ·{' '}
        <a href={`/reports?vacancy=${id}`}>Report</a>
      </p>
      <h1>{title ? `${title}: pipeline` : 'Pipeline'}</h1>
      {onTeam === false && (
        <p class="notice">
          You are not on this vacancy’s hiring team, so its applications are not shown to you. A recruiter or an admin can add you to the
          team.
        </p>
      )}
      <p class={message?.bad ? 'error' : 'muted'} role="status" aria-live="polite" ref={status} tabIndex={-1}>
        {message?.text ??
          (onTeam === false
            ? ''
            : partial
              ? `${String(cards.length)} active applications shown; each column with more has a "Show more" button.`
              : `${String(cards.length)} active applications.`)}
      </p>
      {/* Off the team, the columns would only count noughts; the stages are the vacancy's settings, shown there. */}
      <div class="board" ref={board} hidden={onTeam === false}>
        {stages.map((stage) => {
          const here = columnOf(cards, stage.Id)
          const hasMore = more.has(stage.Id)
          return (
            <section class="column" key={stage.Id} aria-labelledby={`stage-${String(stage.Id)}`}>
              <h2 id={`stage-${String(stage.Id)}`} tabIndex={-1}>
                {stage.Name} <span class="muted">({hasMore ? `${String(here.length)} shown, more` : here.length})</span>
              </h2>
              <ul data-stage={String(stage.Id)} aria-label={`${stage.Name} applications`}>
                {here.map((card) => (
                  <Card
                    key={`${String(card.Id)}:${String(card.StageId)}`}
                    card={card}
                    person={people.get(card.CandidateId)}
                    now={now}
                    stages={stages}
                    writer={writer}
                    scheduled={scheduled.get(card.Id)}
                    fresh={fresh.get(card.Id)}
                    onSchedule={schedule}
                    onMove={move}
                    onClose={closeOrAsk}
                  />
                ))}
              </ul>
              {hasMore && (
                <button type="button" class="secondary show-more" onClick={() => void showMore(stage)}>
                  Show more<span class="visually-hidden"> {stage.Name} applications</span>
                </button>
              )}
            </section>
          )
        })}
      </div>
      {hiring && (
        <ConfirmDialog
          question={`Hire ${hiring.name}?`}
          confirmLabel="Hire"
          keepLabel="Not yet"
          // The dialog goes first, handing the focus back to the card's Hire; the hire then moves it on, as a hire does.
          confirm={() => {
            setHiring(undefined)
            void close(hiring.card, 'hire')
          }}
          dismissed={() => setHiring(undefined)}
        >
          <p>
            The application to {title ?? 'this vacancy'} leaves the board as hired, in the stage it is in. It can be reopened from the
            rejected, withdrawn and hired applications.
          </p>
        </ConfirmDialog>
      )}
      {scheduling && (
        <ScheduleDialog
          card={scheduling.card}
          name={scheduling.name}
          choices={scheduling.choices}
          scheduled={(interview) => {
            setScheduled((known) => new Map(known).set(interview.ApplicationId, interview))
            setMessage({
              text: `Interview with ${scheduling.name} scheduled: ${when(interview.StartDate, interview.EndDate)}.`,
              bad: false,
            })
          }}
          closed={() => {
            setFocusTo([`[data-app="${String(scheduling.card.Id)}"] .card-schedule`])
            setScheduling(undefined)
          }}
        />
      )}
    </section>
  )
}
