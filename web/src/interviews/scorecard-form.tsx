import { useState } from 'preact/hooks'
import { api, describeProblem, type Schemas } from '../api.js'
import { ErrorMessage } from '../feedback.js'
import { asTyped, field, useInFlight } from '../forms.js'
import { RECOMMENDATION_WORDS } from './when.js'

type Scorecard = Schemas['Scorecard']
const RATINGS = ['strong_no', 'no', 'yes', 'strong_yes'] as const
const RECOMMENDATIONS = ['strong_no', 'no', 'no_decision', 'yes', 'strong_yes'] as const

/**
 * The viewer's own scorecard for one interview (SPEC C9): a rating per
 * attribute, a recommendation and notes; saved as a draft, or submitted
 * (which needs a recommendation). It is the whole scorecard on each save.
 */
export function ScorecardForm(props: { interview: Schemas['Interview']; attributes: string[]; own?: Scorecard; saved: () => void }) {
  const { interview, own } = props
  const [error, setError] = useState<string>()
  const once = useInFlight()
  const rated = (attribute: string) => own?.Ratings.find((r) => r.Attribute === attribute)?.Rating ?? ''
  const save = (form: HTMLFormElement, submit: boolean) =>
    void once(async () => {
      const data = new FormData(form)
      const recommendation = field(data, 'recommendation')
      const { error: problem, response } = await api.PUT('/v1/Interviews/{id}/Scorecard', {
        params: { path: { id: String(interview.Id) } },
        body: {
          Ratings: props.attributes
            .map((Attribute, i) => ({ Attribute, Rating: field(data, `rating-${String(i)}`) }))
            .filter((r): r is { Attribute: string; Rating: (typeof RATINGS)[number] } => r.Rating !== ''),
          Recommendation: recommendation === '' ? null : (recommendation as (typeof RECOMMENDATIONS)[number]),
          Notes: asTyped(data, 'notes'),
          ...(submit && { Submit: true }),
        },
      })
      if (!response.ok) {
        setError(describeProblem(problem, response.status))
        return
      }
      setError(undefined)
      props.saved()
    })
  const submitted = own?.Status === 'submitted'
  return (
    <form
      class="panel"
      aria-label={`Your scorecard for the interview of ${new Date(interview.StartDate).toLocaleString()}`}
      onSubmit={(e) => {
        e.preventDefault()
        save(e.currentTarget, true)
      }}
    >
      <p class="muted">{submitted ? 'Submitted; you may still change it.' : own ? 'Draft, seen by you alone.' : 'Not started.'}</p>
      <div class="grid">
        {props.attributes.map((a, i) => (
          <label key={a}>
            {a}
            {/* What was saved, marked on its option: Preact without compat has no defaultValue for a select. */}
            <select name={`rating-${String(i)}`}>
              <option value="" selected={rated(a) === ''}>
                Not rated
              </option>
              {RATINGS.map((r) => (
                <option key={r} value={r} selected={rated(a) === r}>
                  {RECOMMENDATION_WORDS[r]}
                </option>
              ))}
            </select>
          </label>
        ))}
        <label>
          Recommendation
          <select name="recommendation">
            <option value="" selected={!own?.Recommendation}>
              None yet
            </option>
            {RECOMMENDATIONS.map((r) => (
              <option key={r} value={r} selected={own?.Recommendation === r}>
                {RECOMMENDATION_WORDS[r]}
              </option>
            ))}
          </select>
        </label>
      </div>
      <label>
        Notes
        <textarea name="notes" maxLength={10_000} rows={3} defaultValue={own?.Notes ?? ''} />
      </label>
      <ErrorMessage text={error} />
      <div class="row">
        {!submitted && (
          <button
            type="button"
            class="secondary"
            onClick={(e) => {
              const form = e.currentTarget.form
              if (form) save(form, false)
            }}
          >
            Save draft
          </button>
        )}
        <button type="submit">{submitted ? 'Save' : 'Submit'}</button>
      </div>
    </form>
  )
}
