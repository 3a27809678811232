import type { ComponentChildren } from 'preact'
import { renderPage, type Site } from './layout.js'
import { careersPath } from './links.js'

/** A page that only says something (no job, thanks, wait): kept out of search results. */
function notice(site: Site, source: string, title: string, children: ComponentChildren): string {
  return renderPage({
    site,
    title,
    noindex: true,
    home: careersPath('/careers', source),
    children: (
      <div class="notice">
        <h1>{title}</h1>
        {children}
        <p>
          <a class="button" href={careersPath('/careers', source)}>
            See all open positions
          </a>
        </p>
      </div>
    ),
  })
}

/** Anything under /careers that is not a job (malformed, unknown, not open or not published). */
export function notFoundPage(site: Site, source: string): string {
  return notice(
    site,
    source,
    'This position is not open',
    <p class="lead">The job you are looking for does not exist or is no longer open for applications.</p>,
  )
}

/** After an application was received (and, to whoever filled in the trap, the very same page). */
export function thankYouPage(site: Site, source: string, jobTitle: string, reference: string): string {
  return notice(
    site,
    source,
    'Thank you for applying',
    <>
      <p class="lead">
        We have received your application for <strong>{jobTitle}</strong>. Our team will read it and get back to you.
      </p>
      <p>
        Your reference: <code class="reference">{reference}</code>
      </p>
    </>,
  )
}

/** Too many applications from one address within the hour (SPEC C8): when to try again, in words. */
export function tooManyPage(site: Site, source: string, retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60))
  return notice(
    site,
    source,
    'Please try again later',
    <p class="lead">
      We have received many applications from your network in the last hour. Please try again in {minutes}{' '}
      {minutes === 1 ? 'minute' : 'minutes'}. Nothing was sent this time.
    </p>,
  )
}

/**
 * Whatever else refused a posted application, or failed while a page was
 * made (SPEC C8: the public never gets JSON where it expects a page): what
 * happened in an applicant's words, by the kind of status, and the way back
 * to the job. A fault of the service names the request, for support; a
 * refusal names nothing of the service's insides.
 */
export function errorPage(site: Site, source: string, opts: { status: number; backTo: string; requestId: string }): string {
  const back = (
    <p>
      <a href={careersPath(opts.backTo, source)}>Back to the position</a>
    </p>
  )
  if (opts.status === 503)
    return notice(
      site,
      source,
      'Please try again in a few minutes',
      <>
        <p class="lead">We cannot take applications at this moment. Nothing was sent: please try again in a few minutes.</p>
        {back}
      </>,
    )
  if (opts.status >= 500)
    return notice(
      site,
      source,
      'Something went wrong on our side',
      <>
        <p class="lead">Your application was not received. Please try again in a few minutes.</p>
        <p>
          If it keeps failing, please quote this reference when you tell us: <code class="reference">{opts.requestId}</code>
        </p>
        {back}
      </>,
    )
  return notice(
    site,
    source,
    opts.status === 413 ? 'What you sent is too large' : 'We could not take your application',
    <>
      <p class="lead">
        {opts.status === 413
          ? 'The form with its file is larger than we take. Nothing was sent: please go back to the position and send a smaller file.'
          : 'Nothing was sent: please go back to the position and send the form again from its page.'}
      </p>
      {back}
    </>,
  )
}
