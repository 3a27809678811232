import type { Schemas } from '../api.js'

type Entry = Schemas['SubmissionEntry']

const when = (iso: string) => new Date(iso).toLocaleString()
const typedName = (e: Entry) => [e.FirstName, e.LastName].filter(Boolean).join(' ')

/**
 * What a recruiter must not miss about an application's careers sendings
 * (SPEC C8 as amended): one sent with the email of a candidate already held,
 * whose record it left as it was, and one sent again to an application that
 * existed. Each says when, under which name it was typed (which may not be
 * the candidate's) and which CV came with it, a link to that document: the
 * candidate's `Document` stays the CV it was.
 */
export function SubmissionMarks(props: {
  submissions: readonly Entry[]
  candidate: { FirstName: string; LastName: string }
  vacancy: string
}) {
  const marked = props.submissions.filter((s) => s.AppliedAgain === true || s.KnownCandidate === true)
  if (marked.length === 0) return null
  const recordName = `${props.candidate.FirstName} ${props.candidate.LastName}`
  return (
    <ul class="submission-marks" aria-label={`Sent again on the careers site for ${props.vacancy}`}>
      {marked.map((s) => {
        const name = typedName(s)
        const otherName = name !== '' && name.toLocaleLowerCase() !== recordName.toLocaleLowerCase()
        return (
          <li key={s.Id} class="submission-mark">
            <strong class="mark-label">{s.AppliedAgain === true ? 'Applied again' : 'Known candidate applied'}</strong> on the careers site,{' '}
            {when(s.SubmittedDate)}
            {s.AppliedAgain === true ? ', to this application' : ', with an email already on file'}
            {name !== '' && (
              <>
                {', as '}
                <q>{name}</q>
                {otherName && <span class="muted"> (not the name on file)</span>}
              </>
            )}
            {s.Phone !== null && <>, phone {s.Phone}</>}
            {s.DocumentId === null ? (
              ', with a CV since deleted. '
            ) : (
              <>
                {', with '}
                <a href={`/v1/document/${s.DocumentId}`} download>
                  this CV
                  <span class="visually-hidden">
                    {' '}
                    (sent {when(s.SubmittedDate)} for {props.vacancy})
                  </span>
                </a>
                {'. '}
              </>
            )}
            <span class="muted">The record and its CV were left as they were.</span>
          </li>
        )
      })}
    </ul>
  )
}
