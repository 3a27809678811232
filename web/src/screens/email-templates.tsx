import { useEffect, useId, useState } from 'preact/hooks'
import { api, describeProblem, type Schemas } from '../api.js'
import { ErrorMessage, Loading } from '../feedback.js'
import { asTyped, useApiForm } from '../forms.js'

type Template = Schemas['EmailTemplate']

/** When each template is sent, in the words of SPEC C10. */
const WHEN: Readonly<Record<Template['Name'], string>> = {
  application_received: 'Sent to a candidate who applied through the careers site.',
  application_rejected: 'Sent when an application is rejected with “Send the rejection email”. The reason for rejecting is never in it.',
  interview_invitation:
    'Sent to the candidate with the calendar invitation when an interview is scheduled with invitations, and at each change.',
  interview_assignment:
    'Sent to each interviewer with the calendar invitation when an interview is scheduled with invitations, and at each change. It may also say {{MemberName}} (the interviewer), {{CandidateUrl}} and {{ScorecardUrl}}.',
}

const PLACEHOLDERS = '{{FirstName}} {{LastName}} {{VacancyTitle}} {{OrganizationName}} {{InterviewStart}} {{InterviewLocation}}'

/** The email templates, for admins: each one's subject and plain-text body, changed in place. */
export function EmailTemplatesPage() {
  const [templates, setTemplates] = useState<Template[]>()
  const [error, setError] = useState<string>()
  const load = async () => {
    const { data, error: problem, response } = await api.GET('/v1/EmailTemplates')
    setTemplates(data ?? [])
    setError(data ? undefined : describeProblem(problem, response.status))
  }
  useEffect(() => {
    void load()
  }, [])
  return (
    <section>
      <h1>Email templates</h1>
      <p class="muted">
        Plain text. These placeholders are filled in when an email is written: <code>{PLACEHOLDERS}</code>. A change applies to the emails
        written after it.
      </p>
      <ErrorMessage text={error} />
      {templates === undefined ? (
        <Loading />
      ) : (
        templates.map((t) => (
          <TemplateForm
            key={t.Name}
            template={t}
            // The saved template, as the service answered it, replaces the old one at once: the form, just reset, shows the new text.
            onSaved={(saved) => setTemplates((all) => all?.map((x) => (x.Name === saved.Name ? saved : x)))}
          />
        ))
      )}
    </section>
  )
}

function TemplateForm(props: { template: Template; onSaved: (saved: Template) => void }) {
  const { template: t } = props
  const bodyId = useId()
  const [saved, setSaved] = useState(false)
  const title = t.Name.replaceAll('_', ' ')
  const { error, onSubmit } = useApiForm(
    (data) =>
      api.PUT('/v1/EmailTemplates/{name}', {
        params: { path: { name: t.Name } },
        body: { Subject: asTyped(data, 'subject'), Body: asTyped(data, 'body') },
      }),
    (saved) => {
      setSaved(true)
      if (saved) props.onSaved(saved)
    },
  )
  return (
    <form class="panel" onSubmit={onSubmit} aria-label={`The ${title} template`} onInput={() => setSaved(false)}>
      <h2>{title.charAt(0).toUpperCase() + title.slice(1)}</h2>
      <p class="muted">{WHEN[t.Name]}</p>
      <label>
        Subject
        <input name="subject" required maxLength={200} defaultValue={t.Subject} />
      </label>
      <label for={bodyId}>Body</label>
      {/* Tall enough for the whole template as it stands, so that its greeting and signature are both in view. */}
      <textarea
        id={bodyId}
        name="body"
        required
        rows={Math.max(10, t.Body.split('\n').length + 1)}
        maxLength={20000}
        defaultValue={t.Body}
      />
      <ErrorMessage text={error} />
      <div class="row">
        <button type="submit">
          Save<span class="visually-hidden"> the {title} template</span>
        </button>
        {saved && <span role="status">Saved.</span>}
      </div>
    </form>
  )
}
