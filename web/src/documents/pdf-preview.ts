import { GlobalWorkerOptions, getDocument } from 'pdfjs-dist'
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url'

/** Pages drawn at most: a CV is a few pages; a 500-page file should not freeze the tab. */
const MAX_PAGES = 30

GlobalWorkerOptions.workerSrc = workerUrl

export interface PdfPage {
  canvas: HTMLCanvasElement
  number: number
}

/**
 * Draws a PDF's pages onto canvases with PDF.js (this module is loaded only
 * when a preview opens). Only pixels reach the page: no text or annotation
 * layer, so the document's links, forms and scripts are inert; eval stays off
 * (the console's CSP forbids it); the PDF's own JavaScript is never run
 * (PDF.js runs it only through its scripting sandbox, which is not loaded).
 */
export async function renderPdf(
  bytes: ArrayBuffer,
  width: number,
  onPage: (page: PdfPage) => void,
  cancelled: () => boolean,
): Promise<{ pages: number }> {
  const task = getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    enableXfa: false,
    // Nothing is fetched on the document's behalf: no fonts, maps or decoders from a URL.
    disableAutoFetch: true,
    disableStream: true,
  })
  try {
    const pdf = await task.promise
    const count = Math.min(pdf.numPages, MAX_PAGES)
    for (let n = 1; n <= count && !cancelled(); n++) {
      const page = await pdf.getPage(n)
      const unscaled = page.getViewport({ scale: 1 })
      const viewport = page.getViewport({ scale: (width / unscaled.width) * (window.devicePixelRatio || 1) })
      const canvas = document.createElement('canvas')
      canvas.width = Math.floor(viewport.width)
      canvas.height = Math.floor(viewport.height)
      await page.render({ canvas, viewport }).promise
      onPage({ canvas, number: n })
    }
    return { pages: pdf.numPages }
  } finally {
    void task.destroy()
  }
}
