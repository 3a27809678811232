import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { paddedPdf } from './pdf.js'

/** The one token of every benchmark store (the service's bootstrap token, or the generator's). */
export const BENCH_TOKEN = 'ats_' + 'benchmark'.padEnd(43, 'b')

export interface SeededDocument {
  /** Document id, for GET /v1/document/{id}. */
  id: string
  /** The same bytes on disk, for the baselines. */
  file: string
  size: number
}

/**
 * The data set every scenario reads: 1,000 candidates, one with 20 notes,
 * 5 flags and two documents (1 MiB and 20 MiB PDFs), another that receives
 * the uploads (its documents are deleted after each upload run).
 */
export interface Seeded {
  url: string
  candidateId: number
  uploadCandidateId: number
  documents: Record<'1mib' | '20mib', SeededDocument>
  /** A 5 MiB and a 20 MiB PDF to upload. */
  uploads: Record<'5mib' | '20mib', Buffer>
  /** A hiring manager's token; it sees `candidateId` through an application to its vacancy. */
  hiringManagerToken: string
  /** Applications (one per benchmark connection at most) and two stages of their vacancy to move them between. */
  pipeline: { applicationIds: number[]; stageIds: [number, number] }
  /** A published vacancy: a job, read and applied to with no token (SPEC C8). */
  jobId: number
  /** A 200 KB PDF, uploaded by a member and sent with careers applications alike. */
  cv200k: Buffer
}

/** The most connections a scenario runs with; each moves an application of its own. */
const MAX_CONNECTIONS = 100

/** POSTs `body` as JSON to the service at `url`; answers what was created, and throws unless the answer is a 201. */
export async function postJson(url: string, path: string, body: unknown, token = BENCH_TOKEN): Promise<{ Id: number }> {
  const res = await fetch(url + path, {
    method: 'POST',
    headers: { authorization: token, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  if (res.status !== 201) throw new Error(`${path}: ${res.status} ${await res.text()}`)
  return (await res.json()) as { Id: number }
}

export async function seed(url: string, token: string, dir: string): Promise<Seeded> {
  const post = (path: string, body: unknown) => postJson(url, path, body, token)
  const ids: number[] = []
  for (let i = 0; i < 1000; i += 50) {
    const batch = await Promise.all(
      Array.from({ length: 50 }, (_, j) =>
        post('/v1/Candidates', { FirstName: `First${i + j}`, LastName: `Last${i + j}`, Email: `c${i + j}@example.com` }),
      ),
    )
    ids.push(...batch.map((c) => c.Id))
  }
  const candidateId = ids[0]!
  for (let i = 0; i < 20; i++) {
    await post(`/v1/Candidates/${candidateId}/Notes`, {
      Note: `Interview note ${i}: solid fundamentals, clear communication.`,
      SendToHiringTeam: i % 2 === 0,
    })
  }
  for (let i = 0; i < 5; i++) await post(`/v1/Candidates/${candidateId}/QualityFlags`, { FlagType: (i % 2) + 1, Note: `flag ${i}` })

  const files = join(dir, 'bench-files')
  mkdirSync(files, { recursive: true })
  const document = async (name: string, size: number): Promise<SeededDocument> => {
    const bytes = paddedPdf(size)
    const file = join(files, `cv-${name}.pdf`)
    writeFileSync(file, bytes)
    const res = await fetch(`${url}/v1/Candidates/${candidateId}/Document`, {
      method: 'POST',
      headers: { authorization: token, 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="cv.pdf"' },
      body: new Uint8Array(bytes),
    })
    if (res.status !== 201) throw new Error(`uploading ${name}: ${res.status} ${await res.text()}`)
    const { Id } = (await res.json()) as { Id: string }
    return { id: Id, file, size }
  }
  const pipeline = await seedPipeline(url, token, ids, post)
  const documents = { '1mib': await document('1mib', 1 << 20), '20mib': await document('20mib', 20 << 20) }
  const job = await post('/v1/Vacancies', {
    Title: 'Benchmark Engineer',
    Location: 'Lyon',
    Description: '## The role\n\nYou will **measure** things.\n\n- Node.js\n- PostgreSQL\n',
    Published: true,
  })
  await jobsSettled(url)
  return {
    url,
    candidateId,
    uploadCandidateId: ids[1]!,
    ...pipeline,
    documents,
    uploads: { '5mib': paddedPdf(5 << 20), '20mib': paddedPdf(20 << 20) },
    jobId: job.Id,
    cv200k: paddedPdf(200_000),
  }
}

/**
 * Waits until the service has read the seeded documents' text (a background
 * job after each upload): the measurements are of requests, not of a worker
 * thread busy beside them.
 */
export async function jobsSettled(url: string): Promise<void> {
  // No job runs on this instance (another would read the texts): the run measures the requests without extraction.
  if (process.env.ATS_JOB_CONCURRENCY === '0') return
  for (let i = 0; i < 1200; i++) {
    const metrics = await (await fetch(`${url}/metrics`)).text()
    const waiting = /^ats_jobs\{state="(queued|running)"\} ([0-9.e+]+)$/gm
    if ([...metrics.matchAll(waiting)].every((m) => Number(m[2]) === 0)) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error('the service did not finish reading the seeded documents within two minutes')
}

/** Deletes every document of a candidate, so that upload runs do not fill the disk. */
export async function deleteDocuments(url: string, token: string, candidateId: number): Promise<number> {
  let deleted = 0
  for (;;) {
    const res = await fetch(`${url}/v1/Candidates/${candidateId}/Documents?limit=1000`, { headers: { authorization: token } })
    const docs = (await res.json()) as Array<{ Id: string }>
    if (docs.length === 0) return deleted
    for (const d of docs) {
      const del = await fetch(`${url}/v1/document/${d.Id}`, { method: 'DELETE', headers: { authorization: token } })
      if (del.status !== 204) throw new Error(`deleting document ${d.Id}: ${del.status}`)
      deleted++
    }
  }
}

/**
 * A vacancy whose hiring team is one hiring manager, with an application of
 * the read candidate (so the hiring manager sees it) and one per connection
 * of other candidates, to be moved.
 */
async function seedPipeline(
  url: string,
  token: string,
  ids: number[],
  post: (path: string, body: unknown) => Promise<{ Id: number }>,
): Promise<Pick<Seeded, 'hiringManagerToken' | 'pipeline'>> {
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const res = await fetch(url + path, {
      method,
      headers: { authorization: token, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    if (!res.ok) throw new Error(`seeding ${method} ${path}: ${res.status} ${await res.text()}`)
    return res.json() as Promise<T>
  }
  const manager = await post('/v1/Members', { Name: 'Benchmark Hiring Manager', Email: 'hm@bench.example.com', Role: 'hiring_manager' })
  const issued = await call<{ Token: string }>('POST', `/v1/Members/${manager.Id}/Tokens`, {
    Scopes: ['candidates:read', 'notes:read', 'flags:read'],
  })
  const vacancy = await post('/v1/Vacancies', { Title: 'Benchmark vacancy' })
  await call('PUT', `/v1/Vacancies/${vacancy.Id}/HiringTeam`, { MemberIds: [manager.Id] })
  const stages = await call<Array<{ Id: number }>>('GET', `/v1/Vacancies/${vacancy.Id}/Stages`)
  await post(`/v1/Candidates/${ids[0]!}/Applications`, { VacancyId: vacancy.Id })
  const applicationIds: number[] = []
  for (const id of ids.slice(2, 2 + MAX_CONNECTIONS))
    applicationIds.push((await post(`/v1/Candidates/${id}/Applications`, { VacancyId: vacancy.Id })).Id)
  return { hiringManagerToken: issued.Token, pipeline: { applicationIds, stageIds: [stages[0]!.Id, stages[1]!.Id] } }
}
