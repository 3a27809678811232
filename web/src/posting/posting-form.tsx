import { useId, useState } from 'preact/hooks'
import type { Schemas } from '../api.js'
import { asTyped, field } from '../forms.js'
import { DescriptionPreview } from './description-preview.js'

type Vacancy = Schemas['Vacancy']
export type Posting = Pick<Vacancy, 'Location' | 'Description' | 'Published'>
/** Why the service refused to save it, and the field it named (SPEC C8: publishing needs a location and a description). */
export interface PostingProblem {
  field: string | undefined
  message: string
}

/**
 * What the careers site shows of a vacancy (SPEC C8): where the job is, its
 * description in Markdown with a live preview, and whether it is published.
 * Read-only for members who may not change vacancies.
 */
export function PostingForm(props: { vacancy: Vacancy; writer: boolean; problem?: PostingProblem; onSave: (posting: Posting) => void }) {
  const { vacancy, writer, problem } = props
  const [draft, setDraft] = useState(vacancy.Description)
  const descriptionId = useId()
  const hintId = useId()
  const problemId = useId()
  /** A field the refusal named: marked invalid and described by the reason. */
  const faulty = (name: string) =>
    problem?.field === name ? { 'aria-invalid': true as const, 'aria-describedby': problemId } : { 'aria-invalid': undefined }
  const shown = vacancy.Published && vacancy.Status === 'open'
  return (
    <form
      class="panel posting"
      aria-label="Careers page"
      onSubmit={(e) => {
        e.preventDefault()
        const data = new FormData(e.currentTarget)
        // The description as typed: its line breaks and indentation are Markdown.
        props.onSave({
          Location: field(data, 'location'),
          Description: asTyped(data, 'description'),
          Published: data.get('published') === 'on',
        })
      }}
    >
      <p class="muted" id={hintId}>
        {shown
          ? 'Published: anyone can read this on the careers site.'
          : vacancy.Published
            ? 'Published, but not shown: the careers site lists only open vacancies.'
            : 'Not published: only members see this vacancy.'}
      </p>
      <label class="check switch">
        <input
          type="checkbox"
          role="switch"
          name="published"
          defaultChecked={vacancy.Published}
          disabled={!writer}
          aria-describedby={hintId}
        />{' '}
        Published on the careers site
      </label>
      <label>
        Location
        <input
          name="location"
          maxLength={200}
          defaultValue={vacancy.Location}
          readOnly={!writer}
          {...faulty('Location')}
          placeholder="e.g. Lyon, or Remote (Europe)"
        />
      </label>
      {/* Labelled by id, not by wrapping: a wrapped textarea's text would join its own name. */}
      <label for={descriptionId}>Description (Markdown)</label>
      <textarea
        id={descriptionId}
        name="description"
        rows={10}
        maxLength={20000}
        value={draft}
        readOnly={!writer}
        onInput={(e) => setDraft(e.currentTarget.value)}
        {...faulty('Description')}
      />
      <DescriptionPreview markdown={draft} title={vacancy.Title} />
      {problem && (
        <p class="error" role="alert" id={problemId}>
          Not saved:{' '}
          {problem.field && problem.message.startsWith(`${problem.field}: `)
            ? `${problem.field} ${problem.message.slice(problem.field.length + 2)}`
            : problem.message}
        </p>
      )}
      {writer && <button type="submit">Save the careers page</button>}
    </form>
  )
}
