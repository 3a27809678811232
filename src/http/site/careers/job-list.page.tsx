import type { JobPostingRow } from '../../../domain/careers/index.js'
import { renderPage, type Site } from './layout.js'
import { careersPath, dayOf } from './links.js'

/** The careers site's front page: every open position, a page at a time. */
export function jobListPage(opts: {
  site: Site
  jobs: readonly JobPostingRow[]
  /** The id to continue after, when more jobs follow. */
  next: number | undefined
  source: string
  canonical: string
}): string {
  const { site, jobs, next, source } = opts
  return renderPage({
    site,
    title: 'Open positions',
    description: `Open positions at ${site.organization}: read about each role and apply online.`,
    canonical: opts.canonical,
    home: careersPath('/careers', source),
    children: (
      <>
        <div class="intro">
          <h1>Open positions</h1>
          <p class="lead">Join {site.organization}. Read about each role and apply online in a few minutes.</p>
        </div>
        {jobs.length === 0 ? (
          <p class="empty">There are no open positions right now. Please come back later.</p>
        ) : (
          <ul class="jobs">
            {jobs.map((job) => (
              <li class="job-card" key={job.id}>
                <h2>
                  <a href={careersPath(`/careers/${job.id}`, source)}>{job.title}</a>
                </h2>
                <p class="meta">
                  {job.location.trim() !== '' && <span>{job.location}</span>}
                  <span>
                    Posted <time dateTime={job.published_date}>{dayOf(job.published_date)}</time>
                  </span>
                </p>
              </li>
            ))}
          </ul>
        )}
        {next !== undefined && (
          <p class="more">
            <a href={careersPath('/careers', source, { after: String(next) })}>More positions</a>
          </p>
        )}
      </>
    ),
  })
}
