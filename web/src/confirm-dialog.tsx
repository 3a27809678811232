import type { ComponentChildren } from 'preact'
import { useEffect, useId, useRef } from 'preact/hooks'
import { ErrorMessage } from './feedback.js'

/**
 * Asks before a change that cannot be taken back or that reaches someone
 * outside the console (a cancellation emailed to a candidate, a hire): a
 * modal dialog named by its question, saying what will happen. The focus
 * starts on the button that keeps things as they are, so an Enter pressed
 * out of habit changes nothing; Escape and that button both dismiss it
 * (`dismissed`). `confirm` runs the change; the dialog stays open while it
 * is on its way, and shows `error` when it was refused.
 */
export function ConfirmDialog(props: {
  question: string
  children: ComponentChildren
  confirmLabel: string
  keepLabel: string
  error?: string
  confirm: () => void
  dismissed: () => void
}) {
  const dialog = useRef<HTMLDialogElement>(null)
  const keep = useRef<HTMLButtonElement>(null)
  const heading = useId()
  const text = useId()
  // Closed because its owner took it away (the change was made): not a dismissal.
  const removed = useRef(false)
  useEffect(() => {
    const d = dialog.current
    d?.showModal()
    keep.current?.focus()
    return () => {
      removed.current = true
      if (d?.open) d.close()
    }
  }, [])
  return (
    <dialog
      ref={dialog}
      class="dialog"
      role="alertdialog"
      aria-labelledby={heading}
      aria-describedby={text}
      onClose={() => {
        if (!removed.current) props.dismissed()
      }}
    >
      <h2 id={heading}>{props.question}</h2>
      <div id={text}>{props.children}</div>
      <ErrorMessage text={props.error} />
      <div class="row">
        <button type="button" class="danger" onClick={props.confirm}>
          {props.confirmLabel}
        </button>
        <button type="button" class="secondary" ref={keep} onClick={() => dialog.current?.close()}>
          {props.keepLabel}
        </button>
      </div>
    </dialog>
  )
}
