import type { JobPostingRow } from '../../../domain/careers/index.js'

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' }
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c)

/**
 * The sitemap of the careers site (sitemaps.org 0.9): the list page and
 * every job page, each job with the day it was last published.
 */
export function sitemapXml(origin: string, jobs: readonly JobPostingRow[]): string {
  const urls = [
    `<url><loc>${escapeXml(`${origin}/careers`)}</loc></url>`,
    ...jobs.map(
      (job) => `<url><loc>${escapeXml(`${origin}/careers/${job.id}`)}</loc><lastmod>${job.published_date.slice(0, 10)}</lastmod></url>`,
    ),
  ]
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
}
