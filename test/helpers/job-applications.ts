import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import type { TestApp } from './app.js'
import { multipartForm, SAMPLES, type FormPart } from './documents.js'

/** A complete, valid application form's text fields (SPEC C8). */
export function applicantFields(overrides: Record<string, string | undefined> = {}): Record<string, string> {
  const fields: Record<string, string | undefined> = {
    FirstName: 'Ada',
    LastName: 'Applicant',
    Email: `ada-${Math.random().toString(36).slice(2)}@example.com`,
    Phone: '+33 1 23 45 67 89',
    CoverLetter: 'I would like to join.\nThank you.',
    Consent: 'true',
    ...overrides,
  }
  return Object.fromEntries(Object.entries(fields).filter((e): e is [string, string] => e[1] !== undefined))
}

/** The parts of a form: the fields, and the CV first or last. */
export function applicationParts(
  fields: Record<string, string>,
  opts: { cv?: Buffer | null; fileName?: string; cvFirst?: boolean } = {},
): FormPart[] {
  const text: FormPart[] = Object.entries(fields).map(([name, value]) => ({ name, value }))
  const cv = opts.cv === undefined ? SAMPLES.pdf.bytes : opts.cv
  if (cv === null) return text
  const file: FormPart = { name: 'Document', fileName: opts.fileName ?? 'cv.pdf', bytes: cv }
  return opts.cvFirst ? [file, ...text] : [...text, file]
}

/**
 * Posts an application to the public API, as anyone can, with no token;
 * from `remoteAddress` (each test its own, so that the hourly limit of one
 * test does not reach another).
 */
export function applyTo(
  app: TestApp | FastifyInstance,
  jobId: number | string,
  parts: readonly FormPart[],
  opts: { headers?: Record<string, string>; remoteAddress?: string } = {},
): Promise<LightMyRequestResponse> {
  const { body, contentType } = multipartForm(parts)
  const instance = 'adminToken' in app ? app.app : app
  return instance.inject({
    method: 'POST',
    url: `/v1/Jobs/${jobId}/Applications`,
    headers: { 'content-type': contentType, ...opts.headers },
    payload: body,
    remoteAddress: opts.remoteAddress ?? nextAddress(),
  })
}

let addresses = 0
/** A fresh documentation address (RFC 5737) per call, for tests that are not about the limit. */
export function nextAddress(): string {
  addresses++
  return `198.51.${Math.floor(addresses / 250) % 250}.${(addresses % 250) + 1}`
}
