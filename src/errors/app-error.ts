/**
 * The one error type of the service. `code` is the stable machine code a
 * client may branch on; `detail` is safe to show; `cause` is for the log only.
 */
export class AppError extends Error {
  readonly status: number
  readonly code: string
  readonly title: string
  readonly detail: string
  /** Extra public members of the problem document (for example the bad field). */
  readonly extensions: Readonly<Record<string, unknown>>
  /** Response headers that belong to the refusal (`Retry-After` of a 429). */
  readonly headers: Readonly<Record<string, string>>

  constructor(opts: {
    status: number
    code: string
    title: string
    detail: string
    cause?: unknown
    extensions?: Record<string, unknown>
    headers?: Record<string, string>
  }) {
    super(opts.detail, { cause: opts.cause })
    this.name = 'AppError'
    this.status = opts.status
    this.code = opts.code
    this.title = opts.title
    this.detail = opts.detail
    this.extensions = opts.extensions ?? {}
    this.headers = opts.headers ?? {}
  }
}

export function isAppError(err: unknown): err is AppError {
  return err instanceof AppError
}
