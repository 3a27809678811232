import { useEffect, useId, useState } from 'preact/hooks'
import { api, type Schemas } from '../api.js'
import { exactTime } from '../board/time-ago.js'
import { ErrorMessage } from '../feedback.js'
import { asTyped, useApiForm, useLatestRead } from '../forms.js'
import { allPages } from '../paging.js'
import { nameOf, type Colleague } from '../directory.js'
import { useSession } from '../session.js'

type Email = Schemas['Email']

/** Each status in words: `not_sent` is not a fault but a service with no mail server. */
const STATUS_WORDS: Readonly<Record<Email['Status'], string>> = {
  pending: 'Waiting to be sent',
  sent: 'Sent',
  failed: 'Could not be sent',
  not_sent: 'Not sent (no mail server)',
}

/**
 * A candidate's emails (GET /v1/Candidates/{id}/Emails), oldest first: each
 * with its status, date, subject and the member whose action sent it (none
 * for the service's own, a careers application's confirmation), its body
 * shown on demand; and a new email to the candidate's address. Read again
 * whenever the page has read the candidate again (`candidate` is then a new
 * object), so a rejection's email shows up with it.
 */
export function EmailsSection(props: { candidate: Schemas['Candidate']; directory: Colleague[]; reload: () => Promise<void> }) {
  const session = useSession()
  const [emails, setEmails] = useState<Email[]>([])
  const [problem, setProblem] = useState<string>()
  const [read, setRead] = useState(false)
  const candidateId = String(props.candidate.Id)

  const started = useLatestRead()
  const load = async () => {
    const latest = started()
    const all = await allPages((after) =>
      api.GET('/v1/Candidates/{candidateId}/Emails', {
        params: { path: { candidateId }, query: { limit: '1000', ...(after && { after }) } },
      }),
    )
    if (!latest()) return
    setRead(true)
    setEmails(all.items)
    setProblem(all.problem)
  }
  useEffect(() => {
    void load()
  }, [props.candidate])

  return (
    <>
      <h2>Emails</h2>
      <ErrorMessage text={problem && `The emails could not be read: ${problem}`} />
      {read && emails.length === 0 && !problem && <p class="empty">No emails.</p>}
      {emails.length > 0 && (
        <ul class="cards emails" aria-label="Emails">
          {emails.map((m) => (
            <li key={m.Id}>
              <details>
                <summary>
                  <strong>{m.Subject}</strong> <span class={`status status-email-${m.Status}`}>{STATUS_WORDS[m.Status]}</span>
                </summary>
                <pre class="email-body">{m.Body}</pre>
              </details>
              <p class="muted">
                To {m.To} ·{' '}
                <time dateTime={m.SentDate ?? m.CreatedDate} title={exactTime(m.SentDate ?? m.CreatedDate)}>
                  {new Date(m.SentDate ?? m.CreatedDate).toLocaleString()}
                </time>
                {m.Template && ` · ${m.Template.replaceAll('_', ' ')}`}
                {m.CreatedById !== null && ` · by ${nameOf(props.directory, m.CreatedById, session.MemberId)}`}
              </p>
            </li>
          ))}
        </ul>
      )}
      {props.candidate.Email ? (
        <NewEmail candidateId={candidateId} to={props.candidate.Email} done={() => void props.reload()} />
      ) : (
        <p class="muted">The candidate has no email address to write to.</p>
      )}
    </>
  )
}

/** A new email: subject and plain text, sent to the candidate's address after the answer. */
function NewEmail(props: { candidateId: string; to: string; done: () => void }) {
  const bodyId = useId()
  const { error, onSubmit } = useApiForm(
    (data) =>
      api.POST('/v1/Candidates/{candidateId}/Emails', {
        params: { path: { candidateId: props.candidateId } },
        body: { Subject: asTyped(data, 'subject'), Body: asTyped(data, 'body') },
      }),
    props.done,
  )
  return (
    <details class="panel">
      <summary>Write an email</summary>
      <form onSubmit={onSubmit} aria-label="Write an email">
        <p class="muted">To {props.to}</p>
        <label>
          Subject
          <input name="subject" required maxLength={200} />
        </label>
        <label for={bodyId}>Message</label>
        <textarea id={bodyId} name="body" required rows={6} maxLength={20000} />
        <ErrorMessage text={error} />
        <button type="submit">Send the email</button>
      </form>
    </details>
  )
}
