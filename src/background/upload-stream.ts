/**
 * Whether members are uploading documents right now: one in flight, or one
 * ended less than `settleMs` ago. The job runner holds back while they are
 * (services.ts `holdBack`): reading a text and recording it take the event
 * loop's time right after each 201, where the next upload of a stream
 * arrives, so a stream's texts are read once it pauses. The pause is
 * noticed by a timer that wakes the runner `settleMs` after the last
 * upload ends; one upload alone has its text read that much later.
 */
export class UploadStream {
  #active = 0
  #lastEnd = Number.NEGATIVE_INFINITY
  #timer: NodeJS.Timeout | undefined

  constructor(
    private readonly settleMs: number,
    private readonly onPause: () => void,
  ) {}

  /** Runs one upload, counted while it runs. */
  async during<T>(upload: () => Promise<T>): Promise<T> {
    this.#active++
    try {
      return await upload()
    } finally {
      this.#active--
      this.#lastEnd = Date.now()
      clearTimeout(this.#timer)
      this.#timer = setTimeout(() => {
        this.#timer = undefined
        if (!this.busy()) this.onPause()
      }, this.settleMs)
      this.#timer.unref()
    }
  }

  busy(now = Date.now()): boolean {
    return this.#active > 0 || now - this.#lastEnd < this.settleMs
  }

  close(): void {
    clearTimeout(this.#timer)
  }
}
