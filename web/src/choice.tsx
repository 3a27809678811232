import type { ComponentChildren, Ref } from 'preact'
import { useState } from 'preact/hooks'

/**
 * A list whose choice takes effect with its button, not as it changes: arrow
 * keys step through a closed list's options, changing its value at each
 * press, and each step must not be a move or a status change (WCAG 3.2.2).
 * The button stays disabled until something other than the current value is
 * chosen.
 */
export function ChoiceWithButton(props: {
  label: ComponentChildren
  current: string
  options: Array<{ value: string; label: string }>
  button: ComponentChildren
  disabled?: boolean
  selectRef?: Ref<HTMLSelectElement>
  onApply: (value: string) => void
}) {
  const [chosen, setChosen] = useState(props.current)
  return (
    <form
      class="row choice"
      onSubmit={(e) => {
        e.preventDefault()
        props.onApply(chosen)
      }}
    >
      <label>
        {props.label}
        <select ref={props.selectRef} value={chosen} disabled={props.disabled} onChange={(e) => setChosen(e.currentTarget.value)}>
          {props.options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </label>
      {!props.disabled && (
        <button type="submit" class="secondary" disabled={chosen === props.current}>
          {props.button}
        </button>
      )}
    </form>
  )
}
