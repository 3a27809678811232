import type autocannon from 'autocannon'
import { deleteDocuments, type Seeded } from './seed.js'

export interface BaselineAnswer {
  status: number
  headers: Record<string, string>
  body?: string
  file?: string
}

export interface Scenario {
  name: string
  /**
   * Large bodies: a run is this many requests (whole rounds of the
   * connections) instead of --duration, so that even at 100 connections every
   * connection completes several, and an upload run writes a known amount
   * (deleted after the run).
   */
  requestsPerRun?: (connections: number) => number
  requests: Array<{
    method: 'GET' | 'POST' | 'HEAD'
    path: string
    headers?: Record<string, string>
    body?: string | Buffer
    /** Makes each request of a connection its own (autocannon's per-connection context). */
    setupRequest?: (request: autocannon.Request, context: object) => autocannon.Request
  }>
  /** What the bare server answers, keyed by "METHOD path". */
  baseline: Record<string, BaselineAnswer>
  /** Also measured against nginx serving the baseline's file answers with sendfile. */
  nginx?: boolean
  /** Runs after each measured run of the service. */
  cleanup?: () => Promise<void>
}

/** Headers that belong to one connection or one response, not to the resource. */
const PER_RESPONSE = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'x-request-id'])

function resourceHeaders(res: Response): Record<string, string> {
  return Object.fromEntries([...res.headers].filter(([name]) => !PER_RESPONSE.has(name)))
}

/** The bytes the service answers now, to be answered by the baseline from memory. */
async function captured(url: string, path: string, token: string, init: RequestInit = {}): Promise<BaselineAnswer> {
  const res = await fetch(url + path, {
    ...init,
    headers: { authorization: token, 'content-type': 'application/json', ...(init.headers as Record<string, string> | undefined) },
  })
  const body = Buffer.from(await res.arrayBuffer())
  return { status: res.status, headers: resourceHeaders(res), body: body.toString('base64') }
}

/** A download's headers, with the baseline streaming the same bytes from the seeded file. */
async function download(url: string, path: string, token: string, file: string, size: number): Promise<BaselineAnswer> {
  const res = await fetch(url + path, { headers: { authorization: token } })
  const length = (await res.arrayBuffer()).byteLength
  if (res.status !== 200 || length !== size) throw new Error(`${path}: ${res.status}, ${length} bytes instead of ${size}`)
  return { status: 200, headers: resourceHeaders(res), file }
}

const json = { 'content-type': 'application/json' }
const pdf = { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="cv.pdf"' }

/** Builds the scenario list; answers for the baseline are captured from the seeded service. */
export async function buildScenarios(s: Seeded, token: string): Promise<Scenario[]> {
  const id = s.candidateId
  const notes = `/v1/Candidates/${id}/Notes`
  const flags = `/v1/Candidates/${id}/QualityFlags`
  const candidate = `/v1/Candidates/${id}`
  const upload = `/v1/Candidates/${s.uploadCandidateId}/Document`
  const answers = {
    notes: await captured(s.url, notes, token),
    flags: await captured(s.url, flags, token),
    candidate: await captured(s.url, candidate, token),
    upload: await captured(s.url, upload, token, { method: 'POST', headers: pdf, body: new Uint8Array(s.uploads['5mib']) }),
  }
  await deleteDocuments(s.url, token, s.uploadCandidateId)
  const read = (name: string, path: string, a: BaselineAnswer): Scenario => ({
    name,
    requests: [{ method: 'GET', path, headers: json }],
    baseline: { [`GET ${path}`]: a },
  })
  const downloads = await Promise.all(
    (['1mib', '20mib'] as const).map(async (size): Promise<Scenario> => {
      const doc = s.documents[size]
      const path = `/v1/document/${doc.id}`
      return {
        name: `download-${size}`,
        requests: [{ method: 'GET', path }],
        baseline: { [`GET ${path}`]: await download(s.url, path, token, doc.file, doc.size) },
        nginx: true,
        requestsPerRun: size === '20mib' ? (c) => c * Math.max(5, Math.ceil(100 / c)) : undefined,
      }
    }),
  )
  const uploads = (['5mib', '20mib'] as const).map((size): Scenario => ({
    name: `upload-${size}`,
    requestsPerRun: (c) => c * Math.max(size === '5mib' ? 4 : 2, Math.ceil((size === '5mib' ? 100 : 40) / c)),
    requests: [{ method: 'POST', path: upload, headers: pdf, body: s.uploads[size] }],
    baseline: { [`POST ${upload}`]: answers.upload },
    cleanup: async () => {
      await deleteDocuments(s.url, token, s.uploadCandidateId)
    },
  }))
  const noteBody = JSON.stringify({ Note: 'Follow-up call went well.' })
  const hm = { ...json, authorization: s.hiringManagerToken }
  const pipeline = await pipelineScenarios(s, token, noteBody, hm)
  const careers = await careersScenarios(s, token)
  const oneNote = Buffer.from(JSON.stringify(JSON.parse(Buffer.from(answers.notes.body!, 'base64').toString())[0])).toString('base64')
  return [
    read('notes', notes, answers.notes),
    read('flags', flags, answers.flags),
    read('candidate', candidate, answers.candidate),
    ...pipeline,
    ...downloads,
    ...uploads,
    ...careers,
    {
      name: 'mixed',
      requests: [
        { method: 'GET', path: `${notes}?limit=20`, headers: json },
        { method: 'POST', path: notes, headers: json, body: noteBody },
        { method: 'GET', path: flags, headers: json },
        { method: 'GET', path: candidate, headers: json },
      ],
      baseline: {
        [`GET ${notes}?limit=20`]: answers.notes,
        [`POST ${notes}`]: { status: 201, headers: { 'content-type': 'application/json; charset=utf-8' }, body: oneNote },
        [`GET ${flags}`]: answers.flags,
        [`GET ${candidate}`]: answers.candidate,
      },
    },
  ]
}

/**
 * The hiring pipeline's costs, each against a scenario of the service itself
 * (run.ts prints the ratios): a hiring manager's cached candidate read
 * against a recruiter's (`candidate`), and a Move against a note POST. Each
 * connection moves an application of its own between two stages, so every
 * Move is a real change.
 */
async function pipelineScenarios(s: Seeded, token: string, noteBody: string, hm: Record<string, string>): Promise<Scenario[]> {
  const candidate = `/v1/Candidates/${s.candidateId}`
  const notes = `/v1/Candidates/${s.uploadCandidateId}/Notes`
  const [from, to] = s.pipeline.stageIds
  const moves = s.pipeline.applicationIds.map((id) => `/v1/Applications/${id}/Move`)
  const moved = await captured(s.url, moves[0]!, token, { method: 'POST', body: JSON.stringify({ StageId: to }) })
  await captured(s.url, moves[0]!, token, { method: 'POST', body: JSON.stringify({ StageId: from }) })
  const noteAnswer = await captured(s.url, notes, token, { method: 'POST', body: noteBody })
  let connection = 0
  return [
    {
      name: 'candidate-hm',
      requests: [{ method: 'GET', path: candidate, headers: hm }],
      baseline: { [`GET ${candidate}`]: await captured(s.url, candidate, s.hiringManagerToken) },
    },
    {
      name: 'note-post',
      requests: [{ method: 'POST', path: notes, headers: json, body: noteBody }],
      baseline: { [`POST ${notes}`]: noteAnswer },
    },
    {
      name: 'move',
      requests: [
        {
          method: 'POST',
          path: moves[0]!,
          headers: json,
          setupRequest: (request, context) => {
            const mine = context as { path?: string; there?: boolean }
            mine.path ??= moves[connection++ % moves.length] ?? moves[0]!
            mine.there = mine.there !== true
            return { ...request, path: mine.path, body: JSON.stringify({ StageId: mine.there ? to : from }) }
          },
        },
      ],
      baseline: Object.fromEntries(moves.map((path) => [`POST ${path}`, moved])),
    },
  ]
}

/** A multipart form with these text fields and the CV as the file part `Document` (SPEC C8). */
function applicationForm(fields: Record<string, string>, cv: Buffer): { body: Buffer; contentType: string } {
  const boundary = 'benchboundary7MA4YWxkTrZu0gW'
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  )
  const file = `--${boundary}\r\ncontent-disposition: form-data; name="Document"; filename="cv.pdf"\r\ncontent-type: application/pdf\r\n\r\n`
  return {
    body: Buffer.concat([Buffer.from(parts.join('') + file), cv, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  }
}

/**
 * The public side (SPEC C8): the job list and a job's careers page, kept
 * answers like the other hot reads; and a careers application with a 200 KB
 * CV beside a member's upload of the same file (run.ts prints their CPU per
 * request). Every application comes from one applicant, so after the first
 * each adds a CV and a submission to the application it already has.
 */
async function careersScenarios(s: Seeded, token: string): Promise<Scenario[]> {
  const jobs = '/v1/Jobs'
  const page = `/careers/${s.jobId}`
  const upload = `/v1/Candidates/${s.uploadCandidateId}/Document`
  const apply = `/v1/Jobs/${s.jobId}/Applications`
  const form = applicationForm(
    { FirstName: 'Ada', LastName: 'Applicant', Email: 'ada.applicant@bench.example.com', Consent: 'true', Source: 'bench' },
    s.cv200k,
  )
  const uploaded = await captured(s.url, upload, token, { method: 'POST', headers: pdf, body: new Uint8Array(s.cv200k) })
  const applied = await captured(s.url, apply, token, {
    method: 'POST',
    headers: { 'content-type': form.contentType },
    body: new Uint8Array(form.body),
  })
  await deleteDocuments(s.url, token, s.uploadCandidateId)
  const html = await captured(s.url, page, token, { headers: { accept: 'text/html' } })
  const run = (c: number) => c * Math.max(4, Math.ceil(200 / c))
  return [
    { name: 'jobs', requests: [{ method: 'GET', path: jobs }], baseline: { [`GET ${jobs}`]: await captured(s.url, jobs, token) } },
    {
      name: 'careers-page',
      requests: [{ method: 'GET', path: page, headers: { accept: 'text/html' } }],
      baseline: { [`GET ${page}`]: html },
    },
    {
      name: 'upload-200k',
      requestsPerRun: run,
      requests: [{ method: 'POST', path: upload, headers: pdf, body: s.cv200k }],
      baseline: { [`POST ${upload}`]: uploaded },
      cleanup: async () => {
        await deleteDocuments(s.url, token, s.uploadCandidateId)
      },
    },
    {
      name: 'careers-apply-200k',
      requestsPerRun: run,
      requests: [{ method: 'POST', path: apply, headers: { 'content-type': form.contentType }, body: form.body }],
      baseline: { [`POST ${apply}`]: applied },
      cleanup: async () => {
        const found = await fetch(`${s.url}/v1/Candidates?q=ada.applicant%40bench.example.com`, { headers: { authorization: token } })
        for (const c of (await found.json()) as Array<{ Id: number }>) await deleteDocuments(s.url, token, c.Id)
      },
    },
  ]
}
