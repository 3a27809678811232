import { useEffect, useRef, useState } from 'preact/hooks'
import { api, describeProblem, problemCode, type Schemas } from '../api.js'
import { ErrorMessage } from '../feedback.js'
import type { DocxParagraph } from './docx-text.js'

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
const DOC = 'application/msword'
/** A .doc's text still being read is asked for again this often, this many times, before the reader is asked to. */
const RETRY_MS = 1000
const AUTOMATIC_ATTEMPTS = 10

type State =
  | { kind: 'loading' }
  | { kind: 'pdf'; pages: number; shown: number }
  | { kind: 'docx'; paragraphs: DocxParagraph[] }
  | { kind: 'text'; lines: string[] }
  | { kind: 'pending' }
  | { kind: 'error'; message: string }

/**
 * A document shown in the page from its bytes, fetched through the API
 * (SPEC C4: never by opening the download inline, whose headers stay B5's).
 * PDF.js and the DOCX reader are loaded only when a preview opens. A Word
 * 97-2003 (.doc) file, which no library in the page reads, is shown as the
 * text the service extracted from it (`GET /v1/document/{id}/Text`).
 */
export function DocumentPreview({ document: doc }: { document: Schemas['Document'] }) {
  const [state, setState] = useState<State>({ kind: 'loading' })
  // Asking again for a text still being read runs the effect again.
  const [attempt, setAttempt] = useState(0)
  const pagesRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    // Asked through a function: the cleanup below changes it while the work is in flight.
    let stopped = false
    let retry: ReturnType<typeof setTimeout> | undefined
    const cancelled = () => stopped
    const pages = pagesRef.current
    void (async () => {
      if (doc.ContentType === DOC) {
        setState({ kind: 'loading' })
        const text = await api.GET('/v1/document/{id}/Text', { params: { path: { id: doc.Id } }, parseAs: 'text' })
        if (cancelled()) return
        if (text.data !== undefined) setState({ kind: 'text', lines: text.data.split('\n').filter((line) => line.trim() !== '') })
        else if (problemCode(text.error) === 'text_not_ready') {
          setState({ kind: 'pending' })
          // Read within seconds of the upload (SPEC C5): asked again by itself a few times, then on request.
          if (attempt < AUTOMATIC_ATTEMPTS) retry = setTimeout(() => setAttempt((n) => n + 1), RETRY_MS)
        } else if (problemCode(text.error) === 'text_unavailable') setState(unreadable)
        else setState({ kind: 'error', message: describeProblem(text.error, text.response.status) })
        return
      }
      const { data, error, response } = await api.GET('/v1/document/{id}', { params: { path: { id: doc.Id } }, parseAs: 'arrayBuffer' })
      if (cancelled()) return
      if (!data) {
        setState({ kind: 'error', message: describeProblem(error, response.status) })
        return
      }
      try {
        if (doc.ContentType === DOCX) {
          const { docxParagraphs } = await import('./docx-text.js')
          const paragraphs = docxParagraphs(data)
          if (!cancelled()) setState(paragraphs ? { kind: 'docx', paragraphs } : unreadable)
          return
        }
        if (!pages) return
        const { renderPdf } = await import('./pdf-preview.js')
        let shown = 0
        const width = Math.max(280, Math.min(pages.clientWidth, 900))
        const { pages: total } = await renderPdf(
          data,
          width,
          ({ canvas, number }) => {
            canvas.setAttribute('role', 'img')
            canvas.setAttribute('aria-label', `Page ${String(number)} of ${doc.FileName}`)
            pages.append(canvas)
            shown = number
            setState({ kind: 'pdf', pages: 0, shown })
          },
          cancelled,
        )
        if (!cancelled()) setState({ kind: 'pdf', pages: total, shown })
      } catch {
        if (!cancelled()) setState(unreadable)
      }
    })()
    return () => {
      stopped = true
      clearTimeout(retry)
      pages?.replaceChildren()
    }
  }, [doc.Id, attempt])

  return (
    // Focusable so that keyboard users can scroll a long document.
    <div class="preview" aria-label={`Preview of ${doc.FileName}`} role="region" tabIndex={0}>
      {state.kind === 'loading' && <p role="status">Opening {doc.FileName}…</p>}
      {state.kind === 'error' && <ErrorMessage text={state.message} />}
      {state.kind === 'pdf' && state.pages > state.shown && (
        <p class="muted">
          The first {state.shown} of {state.pages} pages are shown: download the file for the rest.
        </p>
      )}
      {state.kind === 'pending' && (
        <p>
          The text of {doc.FileName} is still being read.{' '}
          <button type="button" class="secondary" onClick={() => setAttempt((n) => n + 1)}>
            Try again
          </button>
        </p>
      )}
      {state.kind === 'text' && (
        <div class="docx doc-text">
          <p class="muted">The text of this Word 97-2003 file, without its layout: download the file to see it as written.</p>
          {state.lines.length === 0 && <p class="muted">This document holds no text.</p>}
          {state.lines.map((line, i) => (
            <p key={i}>{line}</p>
          ))}
        </div>
      )}
      {state.kind === 'docx' && (
        <div class="docx">
          {state.paragraphs.length === 0 && <p class="muted">This document holds no text.</p>}
          {state.paragraphs.map((p, i) => (p.heading ? <h3 key={i}>{p.text}</h3> : <p key={i}>{p.text}</p>))}
        </div>
      )}
      {/* PDF.js draws into canvases appended here, outside the component's own rendering. */}
      <div ref={pagesRef} class="pdf-pages" />
    </div>
  )
}

const unreadable: State = { kind: 'error', message: 'This file could not be previewed: it may be damaged. Download it to open it.' }
