import { useEffect, useMemo, useState } from 'preact/hooks'
import { api, describeProblem, type Schemas } from '../api.js'
import { nameOf, useDirectory } from '../directory.js'
import { ErrorMessage, Loading } from '../feedback.js'
import { scorecardLink, when } from '../interviews/when.js'
import { useSession } from '../session.js'

type Interview = Schemas['MemberInterview']
const TWO_WEEKS_MS = 14 * 24 * 3_600_000

/** Every interview the member sits on from two weeks ago on, a page after another (the Link header's next). */
async function recentAndUpcoming(memberId: number): Promise<{ items: Interview[]; problem?: string }> {
  const items: Interview[] = []
  let query: Record<string, string> = { From: new Date(Date.now() - TWO_WEEKS_MS).toISOString(), limit: '200' }
  for (;;) {
    const { data, error, response } = await api.GET('/v1/Members/{memberId}/Interviews', {
      params: { path: { memberId: String(memberId) }, query },
    })
    if (!data) return { items, problem: describeProblem(error, response.status) }
    items.push(...data)
    const link = response.headers.get('link')
    const next = link ? /<([^>]+)>;\s*rel="next"/.exec(link)?.[1] : undefined
    if (!next) return { items }
    query = Object.fromEntries(new URL(next, location.origin).searchParams)
  }
}

/**
 * "My interviews" (SPEC C9, C18): the member's interviews of the last two
 * weeks, with where its scorecard for each stands and a link to write it,
 * then those of the next two weeks, then later ones, in its own time zone.
 */
export function InterviewsPage() {
  const session = useSession()
  const directory = useDirectory()
  const subjectOf = useMemo(subjectReader, [])
  const [interviews, setInterviews] = useState<Interview[]>()
  const [error, setError] = useState<string>()
  useEffect(() => {
    void recentAndUpcoming(session.MemberId).then(({ items, problem }) => {
      setInterviews(items)
      setError(problem)
    })
  }, [session.MemberId])
  const now = Date.now()
  const soon = now + TWO_WEEKS_MS
  const starts = (i: Interview) => Date.parse(i.StartDate)
  const groups: Array<[string, Interview[]]> = [
    // The most recent first: the scorecards owed for the interviews just held come first.
    ['The last two weeks', (interviews ?? []).filter((i) => starts(i) < now).reverse()],
    ['The next two weeks', (interviews ?? []).filter((i) => starts(i) >= now && starts(i) < soon)],
    ['Later', (interviews ?? []).filter((i) => starts(i) >= soon)],
  ]
  return (
    <section>
      <h1>My interviews</h1>
      <p class="muted">Times are in your time zone ({Intl.DateTimeFormat().resolvedOptions().timeZone}).</p>
      <ErrorMessage text={error} />
      {interviews === undefined && <Loading />}
      {interviews &&
        groups.map(([title, list]) => (
          <section key={title} aria-label={title}>
            <h2>{title}</h2>
            {list.length === 0 ? (
              <p class="empty">No interviews.</p>
            ) : (
              <ul class="cards">
                {list.map((i) => (
                  <li key={i.Id}>
                    <InterviewLine
                      interview={i}
                      subjectOf={subjectOf}
                      others={i.InterviewerIds.filter((id) => id !== session.MemberId).map((id) => nameOf(directory, id, session.MemberId))}
                    />
                  </li>
                ))}
              </ul>
            )}
          </section>
        ))}
    </section>
  )
}

/** Whom an interview is with and for which job: its application, then the candidate and the vacancy. */
interface Subject {
  readonly candidateId: number
  readonly name: string
  readonly job?: string
}

/** `read` for each id once: an agenda names the same candidates and vacancies again and again. */
function onceEach<T>(read: (id: number) => Promise<T>): (id: number) => Promise<T> {
  const asked = new Map<number, Promise<T>>()
  return (id) => {
    let answer = asked.get(id)
    if (!answer) asked.set(id, (answer = read(id)))
    return answer
  }
}

/** The subject of each interview of one page, its candidates and vacancies read once each. */
function subjectReader(): (applicationId: number) => Promise<Subject | undefined> {
  const candidate = onceEach(async (id) => (await api.GET('/v1/Candidates/{id}', { params: { path: { id: String(id) } } })).data)
  const vacancy = onceEach(async (id) => (await api.GET('/v1/Vacancies/{id}', { params: { path: { id: String(id) } } })).data)
  return async (applicationId) => {
    const { data: application } = await api.GET('/v1/Applications/{id}', { params: { path: { id: String(applicationId) } } })
    if (!application) return undefined
    const [c, v] = await Promise.all([candidate(application.CandidateId), vacancy(application.VacancyId)])
    return { candidateId: application.CandidateId, name: c ? `${c.FirstName} ${c.LastName}` : 'the candidate', ...(v && { job: v.Title }) }
  }
}

/** One interview: when, whom with and for which job (read when shown), where, and with which colleagues. */
function InterviewLine({
  interview: i,
  others,
  subjectOf,
}: {
  interview: Interview
  others: string[]
  subjectOf: (applicationId: number) => Promise<Subject | undefined>
}) {
  const [subject, setSubject] = useState<Subject>()
  useEffect(() => {
    void subjectOf(i.ApplicationId).then(setSubject)
  }, [i.ApplicationId])
  return (
    <>
      <p>
        <strong class={i.Status === 'cancelled' ? 'muted' : undefined}>{when(i.StartDate, i.EndDate)}</strong>
        {i.Status === 'cancelled' && <span class="status"> cancelled</span>}
      </p>
      {subject && (
        <p>
          <a href={`/candidates/${String(subject.candidateId)}`}>{subject.name}</a>
          {subject.job && <span class="muted"> · {subject.job}</span>}
        </p>
      )}
      {i.Location && <p>{i.Location}</p>}
      {others.length > 0 && <p class="muted">With {others.join(', ')}</p>}
      {subject && <ScorecardLine interview={i} candidateId={subject.candidateId} />}
    </>
  )
}

const SCORECARD_WORDS: Record<Interview['ScorecardStatus'], string> = {
  none: 'Scorecard not written',
  draft: 'Scorecard drafted, not submitted',
  submitted: 'Scorecard submitted',
}

/**
 * Where the member's scorecard for the interview stands, and a link to the
 * form on the candidate's page (which opens it): owed once the interview
 * has started, shown before that only when begun. None for a cancelled one.
 */
function ScorecardLine({ interview: i, candidateId }: { interview: Interview; candidateId: number }) {
  const started = Date.parse(i.StartDate) <= Date.now()
  if (i.Status !== 'scheduled' || (!started && i.ScorecardStatus === 'none')) return null
  const owed = i.ScorecardStatus !== 'submitted'
  const action = i.ScorecardStatus === 'none' ? 'Write your scorecard' : owed ? 'Finish your scorecard' : 'Open your scorecard'
  return (
    <p>
      <span class={owed ? 'status status-owed' : 'status'}>{SCORECARD_WORDS[i.ScorecardStatus]}</span>{' '}
      <a href={scorecardLink(candidateId, i.ApplicationId, i.Id)}>
        {action}
        <span class="visually-hidden"> for the interview of {when(i.StartDate, i.EndDate)}</span>
      </a>
    </p>
  )
}
