import { csrfHeader, type Schemas, describeProblem } from '../api.js'
// The service's own writer of the header (ASCII `filename`, UTF-8 `filename*`), which its reader undoes.
import { attachment } from '../../../src/shared/attachment-header.js'

export type UploadResult = { document: Schemas['Document'] } | { error: string }

/**
 * Sends a file as the raw body of the upload route (SPEC B5), its name in
 * `Content-Disposition`. XMLHttpRequest rather than the typed client:
 * `fetch` reports no upload progress, and a CV on a slow line takes a while.
 */
export function uploadDocument(candidateId: number, file: File, onProgress: (fraction: number) => void): Promise<UploadResult> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', `/v1/Candidates/${String(candidateId)}/Document`)
    // The service decides the type from the bytes; the declared one only has to be a file's.
    xhr.setRequestHeader('content-type', 'application/octet-stream')
    xhr.setRequestHeader('content-disposition', attachment(file.name))
    for (const [name, value] of Object.entries(csrfHeader())) xhr.setRequestHeader(name, value)
    xhr.responseType = 'json'
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total)
    }
    xhr.onload = () => {
      if (xhr.status === 201) resolve({ document: xhr.response as Schemas['Document'] })
      else resolve({ error: describeProblem(xhr.response, xhr.status) })
    }
    // The service answers an oversized upload at once and, past a bound, closes the connection while the
    // browser is still sending: the browser may then see only the cut, not the answer.
    xhr.onerror = () => {
      resolve({ error: 'the connection was cut before the service answered: the file may be over the size limit, or the network dropped.' })
    }
    xhr.send(file)
  })
}
