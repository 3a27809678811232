import { useEffect, useState } from 'preact/hooks'
import { api, describeProblem, type Schemas } from '../api.js'
import { exactTime, timeAgo } from '../board/time-ago.js'
import type { Colleague } from '../directory.js'
import { ErrorMessage } from '../feedback.js'
import { useInFlight, useLatestRead } from '../forms.js'
import { nextAfter } from '../paging.js'
import { useSession } from '../session.js'
import { describeEvent } from './describe-event.js'

type Event = Schemas['Event']

/** Events read at first and with each "Show more": most candidates' whole story. */
const PAGE = 50

/**
 * A candidate's activity (GET /v1/Candidates/{id}/Events): what happened to
 * it, oldest first as the API gives it, each event a sentence with who and
 * how long ago; a page at a time. The API leaves out what the member may not
 * read. Read again, as far as it was shown, whenever the page has read the
 * candidate again (`candidate` is then a new object): after a change made on
 * the page, its event is there.
 */
export function ActivitySection(props: {
  candidate: Schemas['Candidate']
  vacancies: Schemas['Vacancy'][]
  stages: Map<number, Schemas['Stage'][]>
  directory: Colleague[]
}) {
  const session = useSession()
  const [events, setEvents] = useState<Event[]>([])
  const [after, setAfter] = useState<string>()
  const [problem, setProblem] = useState<string>()
  const [read, setRead] = useState(false)
  const once = useInFlight()
  const started = useLatestRead()
  const candidateId = String(props.candidate.Id)

  /** One page after `from` (or the first `limit`), added to what is shown or in its place. */
  const readPage = async (from: string | undefined, limit: number, add: boolean) => {
    const latest = started()
    const { data, error, response } = await api.GET('/v1/Candidates/{candidateId}/Events', {
      params: { path: { candidateId }, query: { limit: String(limit), ...(from && { after: from }) } },
    })
    if (!latest()) return
    setRead(true)
    if (!data) {
      setProblem(describeProblem(error, response.status))
      return
    }
    setProblem(undefined)
    setEvents((shown) => (add ? [...shown, ...data] : data))
    setAfter(nextAfter(response))
  }
  useEffect(() => {
    // What was shown and a page more: reading again never hides what the member had opened, and shows what just happened.
    void readPage(undefined, Math.min(1000, events.length + PAGE), false)
  }, [props.candidate])

  const names = { members: props.directory, selfId: session.MemberId, vacancies: props.vacancies, stages: props.stages }
  const now = Date.now()
  return (
    <>
      <h2>Activity</h2>
      <ErrorMessage text={problem && `The activity could not be read: ${problem}`} />
      {read && events.length === 0 && !problem && <p class="empty">No activity you may see.</p>}
      {events.length > 0 && (
        <ol class="activity" aria-label="Activity">
          {events.map((e) => (
            <li key={e.Id}>
              <span>{describeEvent(e, names)}</span>{' '}
              <time class="muted" dateTime={e.OccurredDate} title={exactTime(e.OccurredDate)}>
                {timeAgo(e.OccurredDate, now)}
              </time>
            </li>
          ))}
        </ol>
      )}
      {after !== undefined && (
        <button type="button" class="secondary" onClick={() => void once(() => readPage(after, PAGE, true), 'more')}>
          Show more<span class="visually-hidden"> activity</span>
        </button>
      )}
    </>
  )
}
