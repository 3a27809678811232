import { useState } from 'preact/hooks'
import { api, describeProblem, type Schemas } from '../api.js'
import { ErrorMessage } from '../feedback.js'

const PURPOSES: Record<Schemas['Consent']['Purpose'], string> = {
  processing: 'to process this application',
  retention: 'to be kept for later openings',
}

/**
 * What an applicant sent with an application made on the careers site (or
 * sent again to one a member made): the names and phone as typed, the CV
 * (one of the candidate's documents, which may hold several), the cover
 * letter and the consents; read when asked for.
 */
export function CareersSubmission(props: { application: Schemas['Application']; vacancy: string }) {
  const [submission, setSubmission] = useState<Schemas['Submission']>()
  const [error, setError] = useState<string>()
  const [open, setOpen] = useState(false)

  const toggle = async () => {
    if (open) {
      setOpen(false)
      return
    }
    const {
      data,
      error: problem,
      response,
    } = await api.GET('/v1/Applications/{id}/Submission', {
      params: { path: { id: String(props.application.Id) } },
    })
    if (!data) {
      setError(describeProblem(problem, response.status))
      return
    }
    setError(undefined)
    setSubmission(data)
    setOpen(true)
  }

  return (
    <>
      <button type="button" class="link" aria-expanded={open} onClick={() => void toggle()}>
        {open ? 'Hide what they sent' : 'What they sent'}
        <span class="visually-hidden"> with the application to {props.vacancy}</span>
      </button>
      <ErrorMessage text={error} />
      {open && submission && (
        <div class="submission" aria-label={`What they sent with the application to ${props.vacancy}`} role="group">
          <p class="muted">
            Sent {new Date(submission.SubmittedDate).toLocaleString()}
            {submission.FirstName !== null && (
              <>
                {' as '}
                <q>{[submission.FirstName, submission.LastName].filter(Boolean).join(' ')}</q>
              </>
            )}
            {submission.Phone !== null && <>, phone {submission.Phone}</>}
          </p>
          {submission.DocumentId === null ? (
            <p class="muted">The CV they sent has been deleted.</p>
          ) : (
            <p>
              <a href={`/v1/document/${submission.DocumentId}`} download>
                Download the CV they sent<span class="visually-hidden"> with the application to {props.vacancy}</span>
              </a>
            </p>
          )}
          {submission.CoverLetter === null ? (
            <p class="muted">No cover letter.</p>
          ) : (
            <blockquote class="cover-letter">{submission.CoverLetter}</blockquote>
          )}
          <ul class="consents" aria-label="Consents">
            {submission.Consents.map((c) => (
              <li key={c.Id}>
                Agreed {PURPOSES[c.Purpose]}: <q>{c.Text}</q>
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  )
}
