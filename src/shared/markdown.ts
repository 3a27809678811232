import MarkdownIt from 'markdown-it'

/**
 * A job's description (Markdown, SPEC C8) as HTML: what the careers pages
 * show, and what the console's preview shows beside the text being written,
 * from this one renderer so the two never differ.
 *
 * - Raw HTML is never passed through (`html: false`): `<script>` is text.
 * - Links keep markdown-it's own check, which refuses `javascript:`,
 *   `vbscript:`, `file:` and `data:` URLs other than images.
 * - Images are off: a picture from another host would be a third-party
 *   request from the careers page (and its CSP would block it anyway), so
 *   `![alt](url)` stays as typed.
 * - Headings move one level down (`#` becomes `<h2>`): the page's own `<h1>`
 *   is the job's title, and the description sits under it.
 */
const md = new MarkdownIt({ html: false, linkify: true, typographer: false }).disable('image')

md.core.ruler.push('headings_under_title', (state) => {
  for (const token of state.tokens) {
    if (token.type === 'heading_open' || token.type === 'heading_close') {
      token.tag = `h${Math.min(6, Number(token.tag.slice(1)) + 1)}`
    }
  }
})

/** The HTML of a job description written in Markdown: safe to insert as markup. */
export function renderDescription(markdown: string): string {
  return md.render(markdown)
}
