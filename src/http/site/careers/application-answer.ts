import type { ApplicationOutcome } from './job-application-form.js'
import type { FormState } from './application-form.js'
import type { Site } from './layout.js'
import { thankYouPage, tooManyPage } from './notice.page.js'

export interface PageAnswer {
  readonly status: number
  readonly headers: Readonly<Record<string, string>>
  readonly body: string
}

/**
 * The page that answers a posted application (SPEC C8):
 * - received, or caught in the trap: the same thank-you page, so a program
 *   filling in every field learns nothing;
 * - refused: the job page again, each error beside its field and the typed
 *   values kept (never the file), with the status of the fault (413 for a CV
 *   too large, 415 for one of another type, else 400);
 * - too many from one address: a page saying when to try again, with
 *   `Retry-After`.
 */
export function answerTo(
  outcome: ApplicationOutcome,
  opts: { site: Site; source: string; jobTitle: string; jobPage: (form: FormState) => string },
): PageAnswer {
  switch (outcome.outcome) {
    case 'accepted':
    case 'trapped':
      return { status: 200, headers: {}, body: thankYouPage(opts.site, opts.source, opts.jobTitle, outcome.reference) }
    case 'invalid': {
      const status = outcome.faults.find((f) => f.status === 413 || f.status === 415)?.status ?? 400
      return { status, headers: {}, body: opts.jobPage({ values: outcome.values, faults: outcome.faults }) }
    }
    case 'limited':
      return {
        status: 429,
        headers: { 'retry-after': String(outcome.retryAfterSeconds) },
        body: tooManyPage(opts.site, opts.source, outcome.retryAfterSeconds),
      }
  }
}
