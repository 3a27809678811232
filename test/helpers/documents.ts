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
  const { database, blobs, staging } = t.app.stores
  const rows = await database.db.selectFrom('documents').select('id').execute()
  let blobCount = 0
  for await (const blob of blobs.list()) if (blob.key) blobCount++
  const incoming = blobs instanceof DiskBlobStore ? await readdir(blobs.incoming).catch(() => []) : []
  return { rows: rows.length, blobs: blobCount, scratch: (await staging.list()).length + incoming.length }
}

/** Waits until `condition` holds, checking often; fails after `timeoutMs`. Waits on a state, never for a time. */
export async function waitFor(condition: () => Promise<boolean> | boolean, what: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await delay(5)
  }
}
