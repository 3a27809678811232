import { useState } from 'preact/hooks'
import { describeProblem } from './api.js'

/** A text field of a submitted form, trimmed; empty when absent (a file input is not text). */
export function field(form: FormData, name: string): string {
  const value = form.get(name)
  return typeof value === 'string' ? value.trim() : ''
}

/** A password as typed: its spaces are part of it, so it is never trimmed. */
export function secret(form: FormData, name: string): string {
  const value = form.get(name)
  return typeof value === 'string' ? value : ''
}

type Sent<T> = Promise<{ data?: T; error?: unknown; response: Response }>

/**
 * A form whose fields go to the API: when the service accepts them the form
 * is cleared and `done` gets the answer; when it refuses, `error` holds the
 * problem's detail, to be shown beside the form.
 */
export function useApiForm<T>(send: (fields: FormData) => Sent<T>, done?: (answer: T | undefined) => void) {
  const [error, setError] = useState<string>()
  const onSubmit = (e: Event) => {
    e.preventDefault()
    const form = e.currentTarget as HTMLFormElement
    void (async () => {
      const { data, error: problem, response } = await send(new FormData(form))
      if (!response.ok) {
        setError(describeProblem(problem, response.status))
        return
      }
      setError(undefined)
      form.reset()
      done?.(data)
    })()
  }
  return { error, onSubmit }
}
