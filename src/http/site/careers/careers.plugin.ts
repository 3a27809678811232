import { createHash } from 'node:crypto'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { getJob, listJobs, type JobPostingRow } from '../../../domain/careers/index.js'
import { AppError } from '../../../errors/app-error.js'
import { renderDescription } from '../../../shared/markdown.js'
import type { Db } from '../../../store/repositories/types.js'
import { loggedAppError } from '../../plugins/error-handler.js'
import { publicOrigin } from '../../protocol/public-origin.js'
import { receiveJobApplication, registerApplicationForm } from './job-application-form.js'
import { answerTo } from './application-answer.js'
import { EMPTY_FORM, type ConsentTexts } from './application-form.js'
import { CAREERS_CSS, CAREERS_ICON } from './careers-style.js'
import { TIME_ZONE_SCRIPT } from './time-zone-script.js'
import { jobListPage } from './job-list.page.js'
import { jobPage } from './job.page.js'
import { jobPostingData, scriptSafeJson } from './json-ld.js'
import type { Site } from './layout.js'
import { sourceOf } from './links.js'
import { errorPage, notFoundPage } from './notice.page.js'
import { sitemapXml } from './sitemap.js'

/**
 * The careers pages may load only the stylesheet, icon and script the service
 * serves: no inline script or `eval` (the JSON-LD element is data, never run;
 * the one script, time-zone-script.ts, is a file of the service's own), no
 * other host, forms posted only to the service, no framing.
 * `connect-src 'self'` gives nothing to a page that runs no script; tools
 * that read the site from inside the page (Lighthouse fetches robots.txt
 * there) would be refused without it.
 */
const CAREERS_CSP = [
  "default-src 'none'",
  "style-src 'self'",
  "script-src 'self'",
  "connect-src 'self'",
  "img-src 'self'",
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ')

const HTML = 'text/html; charset=utf-8'
/** Jobs on one page of the list; more are a "More positions" link away. */
const LIST_PAGE = 50
/** A sitemap holds at most 50,000 URLs (sitemaps.org); the list page is one. */
const SITEMAP_JOBS = 49_999

/** A file whose name carries a hash of its content, so it may be cached for good. */
function hashedAsset(name: string, ext: string, body: string) {
  return { path: `/careers/${name}.${createHash('sha256').update(body).digest('hex').slice(0, 12)}.${ext}`, body: Buffer.from(body) }
}

const isJobNotFound = (err: unknown) => err instanceof AppError && err.code === 'job_not_found'

/**
 * The careers site (SPEC C8): HTML rendered by the service for everyone,
 * without a token, working without JavaScript. `/careers` lists the jobs,
 * `/careers/{id}` shows one with its application form, `/careers/sitemap.xml`
 * lists them for search engines; anything else under /careers, and any id
 * that is not a job, is the 404 page. Job pages and the list are kept
 * answers (hot-reads/, `reply.sendRead`), made once per URL and origin until
 * the store changes. Registered at the root, outside /v1 and its token hook.
 */
async function careersPlugin(app: FastifyInstance) {
  const db = app.services.stores.database.db
  const { publicUrl, organizationName, maxDocumentBytes } = app.services.config
  const css = hashedAsset('careers', 'css', CAREERS_CSS)
  const icon = hashedAsset('icon', 'svg', CAREERS_ICON)
  const script = hashedAsset('time-zone', 'js', TIME_ZONE_SCRIPT)
  const site: Site = { organization: organizationName, stylesheet: css.path, icon: icon.path, script: script.path }
  // The very sentences the intake records with each consent (SPEC C8).
  const consent: ConsentTexts = { processing: app.services.config.careersConsentText, retention: app.services.config.careersRetentionText }
  // Every careers route reads the store at the request's moment (plugins/read-moment.ts), as public.
  const config = { scope: 'public' as const }
  const schema = { hide: true }

  const page = (reply: FastifyReply) =>
    reply
      .header('content-type', HTML)
      .header('content-security-policy', CAREERS_CSP)
      .header('referrer-policy', 'strict-origin-when-cross-origin')

  // Errors of these routes are pages, never problem details (SPEC C8): a missing job is the 404 page; anything else,
  // whatever refused it below (a 400 or 409 of the domain, a body the form reader could not read, a fault), the error
  // page with its status, logged as the app's handler logs it.
  app.setErrorHandler((err, request, reply) => {
    const source = sourceOf(request.query)
    if (isJobNotFound(err)) return page(reply).code(404).send(notFoundPage(site, source))
    const error = loggedAppError(err, request)
    const id = (request.params as { id?: unknown } | undefined)?.id
    const backTo = typeof id === 'string' && /^[0-9]{1,16}$/.test(id) ? `/careers/${id}` : '/careers'
    return page(reply)
      .code(error.status)
      .headers(error.headers)
      .send(errorPage(site, source, { status: error.status, backTo, requestId: request.id }))
  })

  for (const asset of [
    { ...css, type: 'text/css; charset=utf-8' },
    { ...icon, type: 'image/svg+xml' },
    { ...script, type: 'text/javascript; charset=utf-8' },
  ]) {
    app.get(asset.path, { schema }, (_request, reply) =>
      reply.header('content-type', asset.type).header('cache-control', 'public, max-age=31536000, immutable').send(asset.body),
    )
  }

  app.get('/careers', { config, schema }, (request, reply) => {
    const source = sourceOf(request.query)
    const after = afterOf(request.query)
    return page(reply).sendRead(async () => {
      const rows = await listJobs(db, { limit: LIST_PAGE, after })
      const jobs = rows.slice(0, LIST_PAGE)
      const origin = publicOrigin(request, publicUrl)
      return jobListPage({
        site,
        jobs,
        next: rows.length > LIST_PAGE ? jobs[jobs.length - 1]?.id : undefined,
        source,
        canonical: after === 0 ? `${origin}/careers` : `${origin}/careers?after=${after}`,
      })
    })
  })

  app.get('/careers/sitemap.xml', { config, schema }, async (request, reply) => {
    const jobs = await allJobs(db)
    return reply.header('content-type', 'application/xml; charset=utf-8').send(sitemapXml(publicOrigin(request, publicUrl), jobs))
  })

  app.get<{ Params: { id: string } }>('/careers/:id', { config, schema }, (request, reply) => {
    const source = sourceOf(request.query)
    return page(reply).sendRead(async () => {
      const job = await getJob(db, request.params.id)
      return renderJob(request, job, source)
    })
  })

  // The form posts to its page (SPEC C8), read and kept by the same intake as the public API's.
  await registerApplicationForm(app)
  app.post<{ Params: { id: string } }>('/careers/:id', { config, schema }, async (request, reply) => {
    const source = sourceOf(request.query)
    const job = await getJob(db, request.params.id)
    const outcome = await receiveJobApplication(request, job.id)
    const answer = answerTo(outcome, {
      site,
      source,
      jobTitle: job.title,
      jobPage: (form) => renderJob(request, job, outcome.outcome === 'invalid' ? (outcome.values.Source ?? source) : source, form),
    })
    return page(reply).code(answer.status).headers(answer.headers).send(answer.body)
  })

  // Crawlers may read the careers site and nothing else of the service (the console and the API need a sign-in).
  app.get('/robots.txt', { config: { scope: 'public' }, schema }, (request, reply) =>
    reply
      .header('content-type', 'text/plain; charset=utf-8')
      .send(`User-agent: *\nAllow: /careers\nDisallow: /\n\nSitemap: ${publicOrigin(request, publicUrl)}/careers/sitemap.xml\n`),
  )

  // Deeper paths name nothing: the same 404 page, not the console's.
  app.get('/careers/*', { config, schema }, (request, reply) =>
    page(reply)
      .code(404)
      .send(notFoundPage(site, sourceOf(request.query))),
  )

  function renderJob(request: FastifyRequest, job: JobPostingRow, source: string, form = EMPTY_FORM): string {
    const origin = publicOrigin(request, publicUrl)
    const canonical = `${origin}/careers/${job.id}`
    const descriptionHtml = renderDescription(job.description)
    return jobPage({
      site,
      job,
      descriptionHtml,
      canonical,
      jsonLd: scriptSafeJson(jobPostingData(job, descriptionHtml, organizationName, canonical, origin)),
      source,
      form,
      consent,
      maxDocumentBytes,
    })
  }
}

/** `?after=` of the list: a job id to continue after; anything else starts from the first job. */
function afterOf(query: unknown): number {
  const value = (query as Record<string, unknown> | undefined)?.after
  const n = typeof value === 'string' && /^[1-9][0-9]{0,15}$/.test(value) ? Number(value) : 0
  return Number.isSafeInteger(n) ? n : 0
}

/** Every job, a page at a time, up to what one sitemap holds. */
async function allJobs(db: Db): Promise<JobPostingRow[]> {
  const jobs: JobPostingRow[] = []
  for (;;) {
    const rows = await listJobs(db, { limit: 1000, after: jobs.at(-1)?.id ?? 0 })
    jobs.push(...rows.slice(0, 1000))
    if (rows.length <= 1000 || jobs.length >= SITEMAP_JOBS) return jobs.slice(0, SITEMAP_JOBS)
  }
}

export default careersPlugin
