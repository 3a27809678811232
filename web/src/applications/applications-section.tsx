import { useState } from 'preact/hooks'
import { api, describeProblem, problemCode, type Schemas } from '../api.js'
import { nameOf, type Colleague } from '../directory.js'
import { ErrorMessage } from '../feedback.js'
import { asTyped, field, useInFlight } from '../forms.js'
import { canChangeApplications, canWrite, isInterviewer, useSession } from '../session.js'
import { CareersSubmission } from './careers-submission.js'
import { SubmissionMarks } from './submission-marks.js'
import { ApplicationHistory } from './history.js'
import { InterviewsPanel } from '../interviews/interviews-panel.js'
import { ChoiceWithButton } from '../choice.js'
import { ConfirmDialog } from '../confirm-dialog.js'
import { allPages, WHOLE_STAGES } from '../paging.js'

type Application = Schemas['Application']
type Vacancy = Schemas['Vacancy']
type Stage = Schemas['Stage']

/** Sources offered as the Source field is typed; any other text is taken too. */
const SOURCES = ['careers', 'referral', 'linkedin', 'agency', 'job board', 'event']

/** What a change's answer looks like, whichever action it was. */
type Answer = Promise<{ data?: Application; error?: unknown; response: Response }>

/** A candidate's applications, with the stages of each vacancy they are on (to name and offer them). */
export interface Applications {
  list: Application[]
  stages: Map<number, Stage[]>
  /** Each application's careers sendings, oldest first (SPEC C8): empty for one only members made. */
  submissions: Map<number, Schemas['SubmissionEntry'][]>
  /** Why the applications, or a vacancy's stages, could not be read. */
  problem?: string
}

/** Reads them: the applications, then the stage lists of their vacancies side by side. */
export async function applicationsOf(candidateId: string): Promise<Applications> {
  const { items: list, problem } = await allPages((after) =>
    api.GET('/v1/Candidates/{candidateId}/Applications', {
      params: { path: { candidateId }, query: { limit: '1000', ...(after && { after }) } },
    }),
  )
  const ids = [...new Set(list.map((a) => a.VacancyId))]
  const lists = await Promise.all(
    ids.map((id) => api.GET('/v1/Vacancies/{id}/Stages', { params: { path: { id: String(id) }, query: WHOLE_STAGES } })),
  )
  const sent = await Promise.all(
    list.map((a) =>
      allPages((after) =>
        api.GET('/v1/Applications/{id}/Submissions', {
          params: { path: { id: String(a.Id) }, query: { limit: '1000', ...(after && { after }) } },
        }),
      ),
    ),
  )
  const refused = lists.find((l) => !l.data)
  const stagesProblem = refused && `The stages could not be read: ${describeProblem(refused.error, refused.response.status)}`
  const unsent = sent.find((s) => s.problem !== undefined)
  const sentProblem = unsent && `What was sent on the careers site could not be read: ${unsent.problem ?? ''}`
  return {
    list,
    stages: new Map(ids.map((id, i) => [id, lists[i]?.data ?? []])),
    submissions: new Map(list.map((a, i) => [a.Id, sent[i]?.items ?? []])),
    problem: problem === undefined ? (stagesProblem ?? sentProblem) : `The applications could not be read: ${problem}`,
  }
}

/**
 * A candidate's applications (SPEC C2): each with its vacancy, stage and
 * status, moved, hired, withdrawn, rejected or reopened here as on the
 * board, with its history; and a new application to a vacancy not closed.
 */
export function ApplicationsSection(props: {
  candidateId: number
  /** The names on the candidate's record, beside which a name typed on the careers site is shown. */
  candidate: { FirstName: string; LastName: string }
  applications: Applications
  vacancies: Vacancy[]
  directory: Colleague[]
  reload: () => Promise<void>
}) {
  const session = useSession()
  const { list: applications, stages } = props.applications
  const [error, setError] = useState<string>()
  const [notice, setNotice] = useState<string>()
  const title = (vacancyId: number) => props.vacancies.find((v) => v.Id === vacancyId)?.Title ?? `Vacancy ${String(vacancyId)}`
  const once = useInFlight()

  /**
   * Runs a change, one at a time per application (`key`); says what happened,
   * or why not; a stage conflict reloads to show where the application is now.
   */
  const change = (key: unknown, done: string, run: () => Answer) =>
    once(async () => {
      const { data, error: problem, response } = await run()
      // Reloaded first, so that the message is read beside what it speaks of.
      await props.reload()
      if (data) {
        setError(undefined)
        setNotice(done)
      } else {
        setNotice(undefined)
        setError(
          problemCode(problem) === 'stage_conflict'
            ? 'Someone else moved this application first. It now shows where it is.'
            : describeProblem(problem, response.status),
        )
      }
    }, key)
  const path = (a: Application) => ({ path: { id: String(a.Id) } })

  const applied = new Set(applications.map((a) => a.VacancyId))
  // On hold still takes applications; only a closed vacancy refuses them (SPEC C1).
  const accepting = props.vacancies.filter((v) => v.Status !== 'closed' && !applied.has(v.Id))
  return (
    <>
      <h2>Applications</h2>
      <p class="muted" role="status" aria-live="polite">
        {notice}
      </p>
      <ErrorMessage text={error} />
      <ErrorMessage text={props.applications.problem} />
      {applications.length === 0 && !props.applications.problem && <p class="empty">No applications.</p>}
      <ul class="applications" aria-label="Applications">
        {applications.map((a) => {
          const list = stages.get(a.VacancyId) ?? []
          const stage = list.find((s) => s.Id === a.StageId)?.Name ?? ''
          const vacancy = title(a.VacancyId)
          const sent = props.applications.submissions.get(a.Id) ?? []
          return (
            <li key={a.Id}>
              <div class="row">
                <a class="grow" href={`/vacancies/${String(a.VacancyId)}/board`}>
                  {vacancy}
                </a>
                <span>{stage}</span>
                <span class={`status status-${a.Status}`}>{a.Status}</span>
              </div>
              {a.CreatedById === null && <p class="muted">Applied on the careers site</p>}
              <SubmissionMarks submissions={sent} candidate={props.candidate} vacancy={vacancy} />
              {a.Source && <p class="muted">Source: {a.Source}</p>}
              {a.RejectionReason && <p class="muted">Reason: {a.RejectionReason}</p>}
              {canChangeApplications(session) && (
                <ApplicationActions
                  application={a}
                  vacancy={vacancy}
                  stages={list}
                  act={(done, run) => void change(a.Id, done, run)}
                  path={path(a)}
                />
              )}
              {(a.CreatedById === null || sent.length > 0) && !isInterviewer(session) && (
                <CareersSubmission application={a} vacancy={vacancy} />
              )}{' '}
              <ApplicationHistory
                application={a}
                stages={list}
                vacancy={vacancy}
                who={(id) => (id === null ? 'the applicant, on the careers site' : nameOf(props.directory, id, session.MemberId))}
              />
              <InterviewsPanel application={a} vacancy={vacancy} directory={props.directory} />
            </li>
          )
        })}
      </ul>
      {canWrite(session) && accepting.length > 0 && (
        <form
          class="panel row"
          aria-label="New application"
          onSubmit={(e) => {
            e.preventDefault()
            const data = new FormData(e.currentTarget)
            const VacancyId = Number(field(data, 'vacancy'))
            const Source = field(data, 'source')
            void change('new', `Added to ${title(VacancyId)}.`, () =>
              api.POST('/v1/Candidates/{candidateId}/Applications', {
                params: { path: { candidateId: String(props.candidateId) } },
                body: { VacancyId, ...(Source && { Source }) },
              }),
            )
          }}
        >
          <label class="grow">
            Add to a vacancy
            <select name="vacancy" required>
              {accepting.map((v) => (
                <option key={v.Id} value={String(v.Id)}>
                  {v.Title}
                </option>
              ))}
            </select>
          </label>
          <label class="grow">
            Source (optional)
            <input name="source" maxLength={100} list="application-sources" placeholder="e.g. referral" />
          </label>
          <datalist id="application-sources">
            {SOURCES.map((s) => (
              <option key={s} value={s} />
            ))}
          </datalist>
          <button type="submit">Add</button>
        </form>
      )}
    </>
  )
}

/** The changes an application allows in its status: move, hire, withdraw or reject when active; reopen otherwise. */
function ApplicationActions(props: {
  application: Application
  vacancy: string
  stages: Stage[]
  path: { path: { id: string } }
  act: (done: string, run: () => Answer) => void
}) {
  const { application: a, vacancy, path, act } = props
  const [asking, setAsking] = useState<'reject' | 'withdraw'>()
  const [hiring, setHiring] = useState(false)
  if (a.Status !== 'active')
    return (
      <div class="row">
        <button
          type="button"
          class="secondary"
          onClick={() =>
            act(`The application to ${vacancy} is active again.`, () => api.POST('/v1/Applications/{id}/Reopen', { params: path }))
          }
        >
          Reopen<span class="visually-hidden"> the application to {vacancy}</span>
        </button>
      </div>
    )
  if (asking)
    return (
      <form
        class="row"
        aria-label={`${asking === 'reject' ? 'Reject' : 'Withdraw'} the application to ${vacancy}`}
        onSubmit={(e) => {
          e.preventDefault()
          const data = new FormData(e.currentTarget)
          const Reason = asTyped(data, 'reason')
          const SendEmail = data.get('email') === 'on'
          setAsking(undefined)
          if (asking === 'reject')
            act(`Rejected for ${vacancy}.`, () =>
              api.POST('/v1/Applications/{id}/Reject', { params: path, body: { Reason, ...(SendEmail && { SendEmail }) } }),
            )
          else
            act(`Withdrawn from ${vacancy}.`, () =>
              api.POST('/v1/Applications/{id}/Withdraw', { params: path, body: Reason.trim() ? { Reason } : {} }),
            )
        }}
      >
        <label class="grow">
          {asking === 'reject' ? 'Reason for rejecting' : 'Reason for withdrawing (optional)'}
          <input name="reason" required={asking === 'reject'} maxLength={500} />
        </label>
        {asking === 'reject' && (
          <label class="check">
            <input type="checkbox" name="email" /> Send the rejection email
          </label>
        )}
        <button type="submit">{asking === 'reject' ? 'Reject' : 'Withdraw'}</button>
        <button type="button" class="secondary" onClick={() => setAsking(undefined)}>
          Cancel
        </button>
      </form>
    )
  return (
    <div class="row">
      <ChoiceWithButton
        key={String(a.StageId)}
        label={
          <>
            Stage<span class="visually-hidden"> of the application to {vacancy}</span>
          </>
        }
        current={String(a.StageId)}
        options={props.stages.map((s) => ({ value: String(s.Id), label: s.Name }))}
        button={
          <>
            Move<span class="visually-hidden"> the application to {vacancy}</span>
          </>
        }
        onApply={(value) => {
          const StageId = Number(value)
          const name = props.stages.find((s) => s.Id === StageId)?.Name ?? 'the stage'
          act(`Moved to ${name}.`, () =>
            api.POST('/v1/Applications/{id}/Move', { params: path, body: { StageId, ExpectedStageId: a.StageId } }),
          )
        }}
      />
      <button type="button" onClick={() => setHiring(true)}>
        Hire…<span class="visually-hidden"> for {vacancy}</span>
      </button>
      {hiring && (
        <ConfirmDialog
          question={`Hire for ${vacancy}?`}
          confirmLabel="Hire"
          keepLabel="Not yet"
          confirm={() => {
            setHiring(false)
            act(`Hired for ${vacancy}.`, () => api.POST('/v1/Applications/{id}/Hire', { params: path }))
          }}
          dismissed={() => setHiring(false)}
        >
          <p>The application leaves the pipeline as hired, in the stage it is in. It can be reopened later.</p>
        </ConfirmDialog>
      )}
      <button type="button" class="secondary" onClick={() => setAsking('withdraw')}>
        Withdraw…<span class="visually-hidden"> from {vacancy}</span>
      </button>
      <button type="button" class="secondary" onClick={() => setAsking('reject')}>
        Reject…<span class="visually-hidden"> for {vacancy}</span>
      </button>
    </div>
  )
}
