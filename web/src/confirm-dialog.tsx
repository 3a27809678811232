import type { ComponentChildren } from 'preact'
import { useEffect, useId, useRef } from 'preact/hooks'

/**
 * Asks before a change that cannot be taken back or that reaches someone
 * outside the console (a cancellation emailed to a candidate, a hire): a
 * modal dialog named by its question, saying what will happen. The focus
 * starts on the button that keeps things as they are, so an Enter pressed
 * out of habit changes nothing; Escape and that button both dismiss it
 * (`dismissed`). `confirm` is told of a yes; its owner takes the dialog away
 * (handing the focus back to the control that opened it) and makes the
 * change, saying beside that control how it went.
 */
export function ConfirmDialog(props: {
  question: string
  children: ComponentChildren
  confirmLabel: string
  keepLabel: string
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
