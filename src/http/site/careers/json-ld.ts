import type { JobPostingRow } from '../../../domain/careers/index.js'

/**
 * A job as schema.org `JobPosting` structured data (SPEC C8), which search
 * engines read for their job listings: `description` is the rendered HTML,
 * as Google asks; `jobLocation` only when the vacancy says where.
 */
export function jobPostingData(
  job: JobPostingRow,
  descriptionHtml: string,
  organizationName: string,
  url: string,
  origin: string,
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: descriptionHtml,
    datePosted: job.published_date,
    url,
    identifier: { '@type': 'PropertyValue', name: organizationName, value: String(job.id) },
    hiringOrganization: { '@type': 'Organization', name: organizationName, sameAs: origin },
    ...(job.location.trim() !== '' && {
      jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: job.location } },
    }),
  }
}

/**
 * JSON to sit inside `<script type="application/ld+json">`: the one place
 * text of the page is not escaped by the templates, so it is escaped here.
 * `<`, `>` and `&` become `\u003c`, `\u003e`, `\u0026` (a title holding
 * `</script>` or `<!--` cannot end or bend the element), and U+2028/U+2029
 * are written as escapes too; the JSON read back is the same.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
}
