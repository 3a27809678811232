import { useEffect, useId, useState } from 'preact/hooks'

type Render = (markdown: string) => string

/**
 * The renderer is loaded the first time a preview is shown, not with the
 * console: it is the careers pages' own (src/shared/markdown.ts), and most
 * screens never need it.
 */
let loading: Promise<Render> | undefined
const loadRenderer = () => (loading ??= import('../../../src/shared/markdown.js').then((m) => m.renderDescription))

/**
 * A job description as the careers page will show it, updated as it is
 * typed. The HTML comes from the shared renderer, which never passes raw
 * HTML through and drops images, so it may be set as markup here.
 */
export function DescriptionPreview({ markdown, title }: { markdown: string; title: string }) {
  const [render, setRender] = useState<Render>()
  const [failed, setFailed] = useState(false)
  const headingId = useId()
  useEffect(() => {
    loadRenderer().then(
      (r) => setRender(() => r),
      () => setFailed(true),
    )
  }, [])
  return (
    <section class="job-preview" aria-labelledby={headingId}>
      <h3 id={headingId}>As the careers page will show it</h3>
      <article class="job-description" aria-label={`Preview of ${title}`}>
        {failed ? (
          <p class="error">The preview could not be loaded; reload the page to try again.</p>
        ) : !render ? (
          <p class="muted">Loading the preview…</p>
        ) : markdown.trim() === '' ? (
          <p class="muted">No description yet.</p>
        ) : (
          <div dangerouslySetInnerHTML={{ __html: render(markdown) }} />
        )}
      </article>
    </section>
  )
}
