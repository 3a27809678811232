import { useState } from 'preact/hooks'
import { api, describeProblem, type Schemas } from '../api.js'
import { ErrorMessage } from '../feedback.js'
import { useInFlight } from '../forms.js'
import { useSession } from '../session.js'

type Candidate = Schemas['Candidate']

/**
 * Anonymization (SPEC C7), for admins only: after a second click the person
 * goes (name, contact, documents, notes, emails, what it sent on the careers
 * site) while its applications, interviews and ratings stay for the reports.
 * The page then reads everything again, and shows the scrubbed record.
 */
export function AnonymizeAction({ candidate, onAnonymized }: { candidate: Candidate; onAnonymized: () => Promise<void> }) {
  const session = useSession()
  const [asking, setAsking] = useState(false)
  const [error, setError] = useState<string>()
  const [done, setDone] = useState<string>()
  const once = useInFlight()
  if (session.Role !== 'admin') return null
  const name = `${candidate.FirstName} ${candidate.LastName}`
  const anonymize = () =>
    once(async () => {
      const { error: problem, response } = await api.POST('/v1/Candidates/{id}/Anonymize', {
        params: { path: { id: String(candidate.Id) } },
      })
      if (!response.ok) {
        setError(describeProblem(problem, response.status))
        return
      }
      setError(undefined)
      setAsking(false)
      // Said once the page shows the scrubbed record, not beside the person's name still on it.
      try {
        await onAnonymized()
      } finally {
        setDone('The candidate was anonymized: its applications, interviews and ratings stay for the reports.')
      }
    })
  return (
    <div>
      {done && (
        <p class="muted" role="status">
          {done}
        </p>
      )}
      {asking ? (
        <div class="panel" role="group" aria-label={`Anonymize ${name}?`}>
          <p>
            {name} will lose their name, email and phone, documents and their files, notes, emails and what they sent on the careers site;
            flags, interview places and scorecard notes are emptied. Applications, interviews and ratings stay. This cannot be undone.
          </p>
          <ErrorMessage text={error} />
          <div class="row">
            <button type="button" class="danger" onClick={() => void anonymize()}>
              Yes, anonymize
            </button>
            <button type="button" class="secondary" onClick={() => setAsking(false)}>
              Keep it
            </button>
          </div>
        </div>
      ) : (
        <button type="button" class="secondary" onClick={() => setAsking(true)}>
          Anonymize…
        </button>
      )}
    </div>
  )
}
