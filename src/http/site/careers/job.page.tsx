import type { JobPostingRow } from '../../../domain/careers/index.js'
import { ApplicationForm, type ConsentTexts, type FormState } from './application-form.js'
import { renderPage, type Site } from './layout.js'
import { careersPath, cut, dayOf } from './links.js'

/** The longest meta description search engines show in full. */
const DESCRIPTION_CHARS = 155

/**
 * One job's page: its title, location and description (HTML rendered from
 * Markdown by shared/markdown.ts, raw HTML never passed through), and the
 * application form, with the errors of a refused application when there are.
 */
export function jobPage(opts: {
  site: Site
  job: JobPostingRow
  descriptionHtml: string
  canonical: string
  jsonLd: string
  source: string
  form: FormState
  consent: ConsentTexts
  maxDocumentBytes: number
}): string {
  const { site, job, source, form } = opts
  const located = job.location.trim() !== ''
  const refused = form.faults.length > 0
  return renderPage({
    site,
    title: `${refused ? 'Error: ' : ''}${job.title}${located ? ` (${job.location})` : ''}`,
    description: metaDescription(job, site.organization, opts.descriptionHtml),
    canonical: opts.canonical,
    jsonLd: opts.jsonLd,
    script: true,
    home: careersPath('/careers', source),
    children: (
      <article class="job">
        <p class="back">
          <a href={careersPath('/careers', source)}>All open positions</a>
        </p>
        <h1>{job.title}</h1>
        <p class="meta">
          {located && <span>{job.location}</span>}
          <span>
            Posted <time dateTime={job.published_date}>{dayOf(job.published_date)}</time>
          </span>
        </p>
        <p class="jump">
          <a class="button secondary" href="#apply">
            Apply for this job
          </a>
        </p>
        <section class="description" aria-labelledby="description-title">
          {/* The description's own headings start one level under this one (shared/markdown.ts): no level is skipped. */}
          <h2 id="description-title" class="visually-hidden">
            Job description
          </h2>
          <div dangerouslySetInnerHTML={{ __html: opts.descriptionHtml }} />
        </section>
        <section class="apply-section" id="apply" aria-labelledby="apply-title">
          <h2 id="apply-title">Apply for this job</h2>
          <p class="hint">Fields marked (optional) may be left empty. We only use your details for recruiting.</p>
          <ApplicationForm
            action={careersPath(`/careers/${job.id}`, source)}
            source={source}
            state={form}
            consent={opts.consent}
            maxDocumentBytes={opts.maxDocumentBytes}
          />
        </section>
      </article>
    ),
  })
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" }

/** A sentence for search results: the job, where, and the start of its description as plain text. */
function metaDescription(job: JobPostingRow, organization: string, descriptionHtml: string): string {
  const text = descriptionHtml
    // Inline markup joins its words; the end of a block parts them.
    .replace(/<\/?(a|strong|em|code|s)\b[^>]*>/g, '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e] ?? e)
    .replace(/\s+/g, ' ')
    .trim()
  const lead = `${job.title} at ${organization}${job.location.trim() !== '' ? `, ${job.location}` : ''}.`
  const full = text === '' ? lead : `${lead} ${text}`
  return full.length <= DESCRIPTION_CHARS ? full : `${cut(full, DESCRIPTION_CHARS - 1).trimEnd()}…`
}
