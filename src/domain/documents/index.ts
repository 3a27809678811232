/**
 * CV documents (SPEC B5): an upload checked by its bytes and kept, downloads, deletion, their
 * text read by a job for search, and the sweep of bytes no row names.
 * This file is the feature's one entry: what it exports is what the rest of the service uses.
 */
export { DOCUMENT_ID_PATTERN, newBlobKey, newDocumentId } from './document-ids.js'
export {
  EXTRACT_TEXT,
  EXTRACT_TEXT_ATTEMPTS,
  type TextReader,
  documentText,
  extractDocumentText,
  queueTextExtraction,
  requeueAllTexts,
} from './document-text.js'
export { collectGarbage, sweepScratch } from './blob-gc.js'
export { documentFileName } from './file-names.js'
export { receiveToFile } from './document-intake.js'
export {
  type DocumentStores,
  type IncomingFile,
  deleteDocument,
  getDocument,
  listDocuments,
  removeBlobs,
  uploadDocument,
} from './documents.js'
export { sniffDocument } from '../../adapters/formats/document-type.js'
