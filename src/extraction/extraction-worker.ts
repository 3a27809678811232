/**
 * The worker thread's side: reads one file at a time and answers its text or
 * why not. Started only by the pool (extractor.ts), which bounds its heap and
 * its time and replaces it when it overruns or dies.
 */
import { access, constants } from 'node:fs/promises'
import { parentPort } from 'node:worker_threads'
import { docText } from './doc-text.js'
import { docxText } from './docx-text.js'
import { ExtractionError, type ExtractionReply, type ExtractionRequest } from './extraction-result.js'
import { normalizeText } from './normalize-text.js'
import { loadPdfJs, pdfText } from './pdf-text.js'
import type { DocumentKind } from '../domain/vocabulary.js'

const READERS: Record<DocumentKind, (path: string, maxTextBytes: number) => Promise<string>> = {
  pdf: pdfText,
  docx: docxText,
  doc: docText,
}

async function extract(request: ExtractionRequest): Promise<ExtractionReply> {
  const { id, path, kind, maxTextBytes } = request
  try {
    // A file that cannot be opened is a fault of whoever staged it, not of the document.
    await access(path, constants.R_OK)
  } catch (err) {
    return { id, ok: 'io', detail: `${(err as NodeJS.ErrnoException).code ?? 'EIO'}: ${path} cannot be read` }
  }
  try {
    return { id, ok: true, text: normalizeText(await READERS[kind](path, maxTextBytes)) }
  } catch (err) {
    if (err instanceof ExtractionError) return { id, ok: false, reason: err.reason, detail: err.message }
    // Any other throw comes from a library choking on the file.
    return { id, ok: false, reason: 'malformed', detail: `the file cannot be read: ${String(err).slice(0, 200)}` }
  }
}

if (!parentPort) throw new Error('extraction-worker runs only as a worker thread')
const port = parentPort
port.on('message', (request: ExtractionRequest) => {
  void extract(request).then((reply) => port.postMessage(reply))
})
// PDF.js loads once, before the first file's deadline starts; mammoth and word-extractor are small.
void loadPdfJs().then(() => port.postMessage('ready'))
