import type { ComponentChildren } from 'preact'
import { render } from 'preact-render-to-string'

/** What every page of the careers site needs from its route. */
export interface Site {
  /** `ATS_ORGANIZATION_NAME`: the header, titles and structured data. */
  readonly organization: string
  /** The stylesheet's path, its name carrying a hash of its content (careers.plugin.ts). */
  readonly stylesheet: string
  /** The icon's path, likewise. */
  readonly icon: string
  /** The one script, which fills the application form's `TimeZone` (time-zone-script.ts); its path likewise. */
  readonly script: string
}

interface PageProps {
  readonly site: Site
  /** The page's own part of its `<title>`; the organization follows it. */
  readonly title: string
  readonly description?: string
  /** Absolute URL of the page as search engines should know it. */
  readonly canonical?: string
  /** Structured data, already made safe to sit in a script element (json-ld.ts). */
  readonly jsonLd?: string
  /** Pages that are not jobs or the list (errors, the thank-you page) are kept out of search results. */
  readonly noindex?: boolean
  /** Whether the page runs the site's one script (a page with the application form). */
  readonly script?: boolean
  /** Where the header's name leads: the list, with the `?source=` carried. */
  readonly home: string
  readonly children: ComponentChildren
}

/**
 * The frame of every careers page: the organization's name in the header,
 * the content in `main`, a skip link for keyboards. The pages work without
 * script; a job page loads one small file of the service's own, which only
 * fills the form's hidden `TimeZone`. The JSON-LD element is structured
 * data, which browsers never execute.
 */
function Page(props: PageProps) {
  const { site } = props
  return (
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{`${props.title} · ${site.organization}`}</title>
        {props.description !== undefined && <meta name="description" content={props.description} />}
        {props.canonical !== undefined && <link rel="canonical" href={props.canonical} />}
        {props.noindex === true && <meta name="robots" content="noindex" />}
        <meta name="color-scheme" content="light" />
        <link rel="icon" href={site.icon} type="image/svg+xml" />
        <link rel="stylesheet" href={site.stylesheet} />
        {props.jsonLd !== undefined && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: props.jsonLd }} />}
        {props.script === true && <script src={site.script} defer />}
      </head>
      <body>
        <a class="skip" href="#content">
          Skip to content
        </a>
        <header class="site-header">
          <div class="wrap">
            <a class="brand" href={props.home}>
              <span class="brand-name">{site.organization}</span>
              <span class="brand-section">Careers</span>
            </a>
          </div>
        </header>
        <main id="content" class="wrap" tabindex={-1}>
          {props.children}
        </main>
        <footer class="site-footer">
          <div class="wrap">
            <p>
              © {site.organization} · <a href={props.home}>All open positions</a>
            </p>
          </div>
        </footer>
      </body>
    </html>
  )
}

/** A whole page as HTML text, escaped by Preact's renderer wherever text or attributes come from data. */
export function renderPage(props: PageProps): string {
  return `<!doctype html>\n${render(<Page {...props} />)}`
}
