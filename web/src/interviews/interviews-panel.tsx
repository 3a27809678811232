import { useLocation } from 'preact-iso'
import { useEffect, useState } from 'preact/hooks'
import { api, describeProblem, type Schemas } from '../api.js'
import { nameOf, type Colleague } from '../directory.js'
import { ConfirmDialog } from '../confirm-dialog.js'
import { ErrorMessage } from '../feedback.js'
import { useInFlight, useLatestRead } from '../forms.js'
import { canChangeApplications, useSession } from '../session.js'
import { ScheduleForm } from './schedule-form.js'
import { ScorecardForm } from './scorecard-form.js'
import { RECOMMENDATION_WORDS, when } from './when.js'

type Interview = Schemas['Interview']
type Scorecard = Schemas['Scorecard']

interface Loaded {
  interviews: Interview[]
  scorecards: Scorecard[]
  attributes: string[]
  team: Schemas['HiringTeamMember'][]
}

async function load(application: Schemas['Application']): Promise<{ loaded?: Loaded; problem?: string }> {
  const id = { path: { id: String(application.Id) } }
  const vacancy = { path: { id: String(application.VacancyId) } }
  const [interviews, scorecards, attributes, team] = await Promise.all([
    api.GET('/v1/Applications/{id}/Interviews', { params: { ...id, query: { limit: '1000' } } }),
    api.GET('/v1/Applications/{id}/Scorecards', { params: { ...id, query: { limit: '1000' } } }),
    api.GET('/v1/Vacancies/{id}/ScorecardAttributes', { params: vacancy }),
    api.GET('/v1/Vacancies/{id}/HiringTeam', { params: { ...vacancy, query: { limit: '1000' } } }),
  ])
  const failed = [interviews, scorecards, attributes, team].find((r) => !r.data)
  if (failed) return { problem: describeProblem(failed.error, failed.response.status) }
  return {
    loaded: {
      interviews: interviews.data ?? [],
      scorecards: scorecards.data ?? [],
      attributes: attributes.data?.Attributes ?? [],
      team: team.data ?? [],
    },
  }
}

/**
 * An application's interviews and scorecards (SPEC C9), opened on demand:
 * each interview in the viewer's time zone, the viewer's own scorecard form
 * where it is an interviewer, and the submitted scorecards side by side,
 * which the service shows an interviewer only once it has submitted its own.
 * A scheduled interview is rescheduled with the scheduling form filled with
 * it, and cancelled only after a confirmation (those invited are emailed).
 */
export function InterviewsPanel(props: { application: Schemas['Application']; vacancy: string; directory: Colleague[] }) {
  const session = useSession()
  const [open, setOpen] = useState(false)
  const [loaded, setLoaded] = useState<Loaded>()
  const [error, setError] = useState<string>()
  const [scheduling, setScheduling] = useState(false)
  const [rescheduling, setRescheduling] = useState<Interview>()
  // The interview whose cancellation waits for a yes.
  const [cancelling, setCancelling] = useState<Interview>()
  const once = useInFlight()
  const who = (id: number) => nameOf(props.directory, id, session.MemberId)
  // Two interviews cancelled in a row read the panel twice: an earlier answer arriving last must not show one scheduled again.
  const started = useLatestRead()
  const reload = async () => {
    const latest = started()
    const { loaded: data, problem } = await load(props.application)
    if (!latest()) return
    setError(problem)
    if (data) setLoaded(data)
  }
  const toggle = async () => {
    if (!open) await reload()
    setOpen(!open)
  }
  // An interviewer's email links here with `?application=&interview=` (its scorecard): that application's panel opens on it.
  const { query } = useLocation()
  const linked = query.application === String(props.application.Id) ? query.interview : undefined
  useEffect(() => {
    if (linked !== undefined) void toggle()
    // Once, on arrival from the link.
  }, [])
  useEffect(() => {
    if (open && loaded && linked !== undefined) document.getElementById(`interview-${linked}`)?.scrollIntoView({ block: 'start' })
  }, [open, loaded, linked])
  const cancel = (i: Interview) =>
    once(async () => {
      const { error: problem, response } = await api.POST('/v1/Interviews/{id}/Cancel', { params: { path: { id: String(i.Id) } } })
      // The refusal is said after the panel is read again, whose own outcome would otherwise replace it.
      await reload()
      if (!response.ok) setError(describeProblem(problem, response.status))
    })
  const mine = (i: Interview) => i.InterviewerIds.includes(session.MemberId) && i.Status === 'scheduled'
  // Scheduling and cancelling are application changes; an interviewer writes only its own scorecards.
  const organizer = canChangeApplications(session)
  // Every submitted scorecard, the viewer's own among them: side by side, as a panel compares them.
  const submitted = loaded?.scorecards.filter((c) => c.Status === 'submitted') ?? []
  const pending = loaded?.interviews.some(
    (i) =>
      mine(i) && !loaded.scorecards.some((c) => c.InterviewId === i.Id && c.InterviewerId === session.MemberId && c.Status === 'submitted'),
  )
  return (
    <>
      {' '}
      <button type="button" class="link" aria-expanded={open} onClick={() => void toggle()}>
        {open ? 'Hide the interviews' : 'Interviews and scorecards'}
        <span class="visually-hidden"> of the application to {props.vacancy}</span>
      </button>
      <ErrorMessage text={error} />
      {open && loaded && (
        <section class="interviews" aria-label={`Interviews for ${props.vacancy}`}>
          {loaded.interviews.length === 0 && <p class="empty">No interviews.</p>}
          <ul class="history">
            {loaded.interviews.map((i) => (
              <li key={i.Id} id={`interview-${String(i.Id)}`}>
                <span class={i.Status === 'cancelled' ? 'muted' : undefined}>
                  {when(i.StartDate, i.EndDate)}
                  {i.Location && ` · ${i.Location}`} · with {i.InterviewerIds.map(who).join(', ')}
                  {i.Status === 'cancelled' && ' · cancelled'}
                </span>{' '}
                <a href={`/v1/Interviews/${String(i.Id)}/Calendar`} download>
                  Calendar file<span class="visually-hidden"> of the interview of {when(i.StartDate, i.EndDate)}</span>
                </a>{' '}
                {organizer && i.Status === 'scheduled' && props.application.Status === 'active' && (
                  <>
                    <button type="button" class="link" onClick={() => setRescheduling(i)}>
                      Reschedule<span class="visually-hidden"> the interview of {when(i.StartDate, i.EndDate)}</span>
                    </button>{' '}
                    <button type="button" class="link" onClick={() => setCancelling(i)}>
                      Cancel<span class="visually-hidden"> the interview of {when(i.StartDate, i.EndDate)}</span>
                    </button>
                  </>
                )}
                {rescheduling?.Id === i.Id && (
                  <ScheduleForm
                    application={props.application}
                    subject={props.vacancy}
                    team={loaded.team}
                    directory={props.directory}
                    interview={i}
                    done={() => {
                      setRescheduling(undefined)
                      void reload()
                    }}
                    cancel={() => setRescheduling(undefined)}
                  />
                )}
                {mine(i) && (
                  <ScorecardForm
                    interview={i}
                    attributes={loaded.attributes}
                    own={loaded.scorecards.find((c) => c.InterviewId === i.Id && c.InterviewerId === session.MemberId)}
                    saved={() => void reload()}
                  />
                )}
              </li>
            ))}
          </ul>
          {organizer &&
            props.application.Status === 'active' &&
            (scheduling ? (
              <ScheduleForm
                application={props.application}
                subject={props.vacancy}
                team={loaded.team}
                directory={props.directory}
                done={() => {
                  setScheduling(false)
                  void reload()
                }}
              />
            ) : (
              <button type="button" class="secondary" onClick={() => setScheduling(true)}>
                Schedule an interview<span class="visually-hidden"> for {props.vacancy}</span>
              </button>
            ))}
          {cancelling && (
            <ConfirmDialog
              question={`Cancel the interview of ${when(cancelling.StartDate, cancelling.EndDate)}?`}
              confirmLabel="Cancel the interview"
              keepLabel="Keep it"
              confirm={() => {
                // The dialog goes first, handing the focus back to the interview, then the panel is read again.
                setCancelling(undefined)
                void cancel(cancelling)
              }}
              dismissed={() => setCancelling(undefined)}
            >
              <p>
                It stays listed as cancelled. When invitations were sent for it, the candidate and the interviewers are emailed the
                cancellation.
              </p>
            </ConfirmDialog>
          )}
          <h3>Scorecards</h3>
          {pending && <p class="muted">The others’ scorecards show once you have submitted yours.</p>}
          {submitted.length === 0 ? (
            <p class="empty">No submitted scorecards{pending ? ' to show yet' : ''}.</p>
          ) : (
            <ul class="scorecards" aria-label={`Submitted scorecards for ${props.vacancy}`}>
              {submitted.map((c) => (
                <li key={c.Id} class="panel">
                  <h4>{who(c.InterviewerId)}</h4>
                  <p>
                    <strong>{c.Recommendation ? RECOMMENDATION_WORDS[c.Recommendation] : ''}</strong>
                  </p>
                  <dl>
                    {c.Ratings.map((r) => (
                      <div key={r.Attribute}>
                        <dt>{r.Attribute}</dt>
                        <dd>{RECOMMENDATION_WORDS[r.Rating]}</dd>
                      </div>
                    ))}
                  </dl>
                  {c.Notes && <p class="pre">{c.Notes}</p>}
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </>
  )
}
