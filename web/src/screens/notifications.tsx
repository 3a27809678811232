import { useEffect, useMemo, useRef, useState } from 'preact/hooks'
import { api, describeProblem, type Schemas } from '../api.js'
import { exactTime, timeAgo } from '../board/time-ago.js'
import { ErrorMessage, Loading } from '../feedback.js'
import { useInFlight } from '../forms.js'
import { describeNotification, type About } from '../notifications/describe-notification.js'
import { unreadChanged } from '../notifications/unread.js'
import { nextAfter } from '../paging.js'
import { useSession } from '../session.js'

type Notification = Schemas['Notification']
const PAGE = '50'

/** `read` for each id once: a list names the same candidates and vacancies again and again. */
function onceEach<T>(read: (id: number) => Promise<T>): (id: number) => Promise<T> {
  const asked = new Map<number, Promise<T>>()
  return (id) => {
    let answer = asked.get(id)
    if (!answer) asked.set(id, (answer = read(id)))
    return answer
  }
}

/** What each notification is about, its candidates, applications, vacancies and interviews read once each. */
function aboutReader(): (n: Notification) => Promise<About> {
  const get = <T,>(read: () => Promise<{ data?: T }>) => read().then((r) => r.data)
  const candidate = onceEach((id) => get(() => api.GET('/v1/Candidates/{id}', { params: { path: { id: String(id) } } })))
  const application = onceEach((id) => get(() => api.GET('/v1/Applications/{id}', { params: { path: { id: String(id) } } })))
  const vacancy = onceEach((id) => get(() => api.GET('/v1/Vacancies/{id}', { params: { path: { id: String(id) } } })))
  const interview = onceEach((id) => get(() => api.GET('/v1/Interviews/{id}', { params: { path: { id: String(id) } } })))
  return async (n) => {
    const [c, a, i] = await Promise.all([
      n.CandidateId === null ? undefined : candidate(n.CandidateId),
      n.ApplicationId === null ? undefined : application(n.ApplicationId),
      n.InterviewId === null ? undefined : interview(n.InterviewId),
    ])
    const v = a ? await vacancy(a.VacancyId) : undefined
    return { name: c ? `${c.FirstName} ${c.LastName}` : 'A candidate', ...(v && { job: v.Title }), ...(i && { interview: i }) }
  }
}

/**
 * The member's notifications (SPEC C18), newest first, a page at a time:
 * what each is about in a sentence with a link to the candidate, how long
 * ago it came, whether it is read; each marked read by itself, or all at
 * once. "Unread only" narrows the list.
 */
export function NotificationsPage() {
  const session = useSession()
  const memberId = String(session.MemberId)
  const aboutOf = useMemo(aboutReader, [])
  const [unreadOnly, setUnreadOnly] = useState(false)
  const [items, setItems] = useState<Notification[]>()
  const [next, setNext] = useState<string>()
  const [error, setError] = useState<string>()
  const [said, setSaid] = useState<string>()
  const once = useInFlight()
  // A line marked read loses its button: the focus goes to what the page says of it, not to the page's body.
  const status = useRef<HTMLParagraphElement>(null)

  const readPage = async (after: string | undefined) => {
    const {
      data,
      error: problem,
      response,
    } = await api.GET('/v1/Members/{memberId}/Notifications', {
      params: { path: { memberId }, query: { limit: PAGE, ...(unreadOnly && { Unread: 'true' as const }), ...(after && { after }) } },
    })
    if (!data) {
      setError(describeProblem(problem, response.status))
      return undefined
    }
    setError(undefined)
    setNext(nextAfter(response))
    return data
  }
  const reload = async () => {
    const first = await readPage(undefined)
    if (first) setItems(first)
  }
  useEffect(() => {
    void reload()
  }, [unreadOnly, memberId])

  const mark = (body: { Ids: number[] } | { All: true }, what: string) =>
    once(async () => {
      const { error: problem, response } = await api.POST('/v1/Members/{memberId}/Notifications/Read', {
        params: { path: { memberId } },
        body,
      })
      if (!response.ok) {
        setError(describeProblem(problem, response.status))
        return
      }
      await reload()
      unreadChanged()
      setSaid(what)
      status.current?.focus()
    }, 'mark')

  const unread = (items ?? []).filter((n) => n.ReadDate === null).length
  const now = Date.now()
  return (
    <section>
      <h1>Notifications</h1>
      <div class="toolbar">
        <label class="check">
          <input type="checkbox" checked={unreadOnly} onChange={(e) => setUnreadOnly(e.currentTarget.checked)} /> Unread only
        </label>
        <button type="button" class="secondary" onClick={() => void mark({ All: true }, 'Every notification is marked read.')}>
          Mark all as read
        </button>
      </div>
      <p class="muted" role="status" aria-live="polite" ref={status} tabIndex={-1}>
        {said ?? (items === undefined ? '' : `${String(unread)} unread${next ? ' on this page' : ''}.`)}
      </p>
      <ErrorMessage text={error} />
      {items === undefined && <Loading />}
      {items?.length === 0 && <p class="empty">{unreadOnly ? 'No unread notifications.' : 'No notifications yet.'}</p>}
      {items && items.length > 0 && (
        <ul class="cards notifications">
          {items.map((n) => (
            <NotificationLine key={n.Id} n={n} now={now} aboutOf={aboutOf} onRead={(words) => void mark({ Ids: [n.Id] }, words)} />
          ))}
        </ul>
      )}
      {next && (
        <button
          type="button"
          class="secondary show-more"
          onClick={() =>
            void readPage(next).then((page) => {
              if (page) setItems((known) => [...(known ?? []), ...page])
            })
          }
        >
          Show more<span class="visually-hidden"> notifications</span>
        </button>
      )}
    </section>
  )
}

/** One notification: its sentence (read when shown), a link to the candidate, when it came, and its "Mark as read". */
function NotificationLine({
  n,
  now,
  aboutOf,
  onRead,
}: {
  n: Notification
  now: number
  aboutOf: (n: Notification) => Promise<About>
  onRead: (words: string) => void
}) {
  const [about, setAbout] = useState<About>()
  useEffect(() => {
    void aboutOf(n).then(setAbout)
  }, [n.Id])
  const sentence = about ? describeNotification(n, about) : 'Loading…'
  const unread = n.ReadDate === null
  return (
    <li class={unread ? 'unread' : undefined} data-notification={String(n.Id)}>
      <p>
        {unread && <span class="badge">New</span>} {sentence}
      </p>
      <p class="muted">
        <time dateTime={n.CreatedDate} title={exactTime(n.CreatedDate)}>
          {timeAgo(n.CreatedDate, now)}
        </time>
        {n.CandidateId !== null && (
          <>
            {' · '}
            <a href={`/candidates/${String(n.CandidateId)}`}>
              {n.Type === 'scorecard_due' ? 'Write the scorecard' : 'Open the candidate'}
              {about && <span class="visually-hidden"> {about.name}</span>}
            </a>
          </>
        )}
      </p>
      {unread && (
        <button type="button" class="link" onClick={() => onRead('Marked read.')}>
          Mark as read<span class="visually-hidden">: {sentence}</span>
        </button>
      )}
    </li>
  )
}
