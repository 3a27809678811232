import { useRef, useState } from 'preact/hooks'
import { describeFormProblem, describeProblem } from './api.js'

/** A text field of a submitted form, trimmed; empty when absent (a file input is not text). */
export function field(form: FormData, name: string): string {
  const value = form.get(name)
  return typeof value === 'string' ? value.trim() : ''
}

/**
 * A field as typed, never trimmed: spaces at either end are part of a
 * password, and a note's indentation or closing line break is part of what
 * its author wrote.
 */
export function asTyped(form: FormData, name: string): string {
  const value = form.get(name)
  return typeof value === 'string' ? value : ''
}

/**
 * Runs a change unless one of the same key is still on its way: a double
 * click or a second Enter would otherwise send it twice (two candidates, or a
 * second move refused as a conflict). The second is dropped rather than the
 * button disabled, because a disabled button loses the keyboard focus.
 * Without a key, the whole component waits for its one change.
 */
export function useInFlight() {
  const running = useRef(new Set<unknown>())
  return async (work: () => Promise<void>, key?: unknown): Promise<void> => {
    if (running.current.has(key)) return
    running.current.add(key)
    try {
      await work()
    } finally {
      running.current.delete(key)
    }
  }
}

/**
 * Reads that may overlap (the page read again after a change, or another
 * candidate opened while the last one's lists are on their way): each read
 * starts by calling the returned function, and once its answer is in, shows
 * it only if the returned check still holds, that is, if no later read was
 * started meanwhile. An answer that arrives late never replaces a newer one.
 */
export function useLatestRead(): () => () => boolean {
  const latest = useRef(0)
  return () => {
    const mine = ++latest.current
    return () => mine === latest.current
  }
}

type Sent<T> = Promise<{ data?: T; error?: unknown; response: Response }>

/**
 * A form whose fields go to the API: when the service accepts them the form
 * is cleared and `done` gets the answer; when it refuses, `error` holds the
 * problem's detail, to be shown beside the form, or, for a field named in
 * `fieldWords`, what that field needs in the form's words. A submit while
 * the last is on its way is ignored.
 */
export function useApiForm<T>(
  send: (fields: FormData) => Sent<T>,
  done?: (answer: T | undefined) => void,
  fieldWords?: Readonly<Record<string, string>>,
) {
  const [error, setError] = useState<string>()
  const once = useInFlight()
  const onSubmit = (e: Event) => {
    e.preventDefault()
    const form = e.currentTarget as HTMLFormElement
    void once(async () => {
      const { data, error: problem, response } = await send(new FormData(form))
      if (!response.ok) {
        setError(fieldWords ? describeFormProblem(problem, response.status, fieldWords) : describeProblem(problem, response.status))
        return
      }
      setError(undefined)
      form.reset()
      done?.(data)
    })
  }
  return { error, onSubmit }
}
