import type { Seeded } from './seed.js'

export interface BaselineAnswer {
  status: number
  headers: Record<string, string>
  body?: string
  file?: string
}

export interface Scenario {
  name: string
  duration?: number
  requests: Array<{ method: 'GET' | 'POST' | 'HEAD'; path: string; headers?: Record<string, string>; body?: string | Buffer }>
  /** What the bare server answers, keyed by "METHOD path". */
  baseline: Record<string, BaselineAnswer>
}

/** The bytes the service answers now, to be answered by the baseline from memory. */
async function captured(url: string, path: string, token: string): Promise<BaselineAnswer> {
  const res = await fetch(url + path, { headers: { authorization: token, 'content-type': 'application/json' } })
  const body = Buffer.from(await res.arrayBuffer())
  return { status: res.status, headers: { 'content-type': res.headers.get('content-type') ?? '' }, body: body.toString('base64') }
}

const json = { 'content-type': 'application/json' }

/** Builds the scenario list; answers for the baseline are captured from the seeded service. */
export async function buildScenarios(s: Seeded, token: string): Promise<Scenario[]> {
  const id = s.candidateId
  const notes = `/v1/Candidates/${id}/Notes`
  const flags = `/v1/Candidates/${id}/QualityFlags`
  const candidate = `/v1/Candidates/${id}`
  const answers = {
    notes: await captured(s.url, notes, token),
    flags: await captured(s.url, flags, token),
    candidate: await captured(s.url, candidate, token),
  }
  const read = (name: string, path: string, a: BaselineAnswer): Scenario => ({
    name,
    requests: [{ method: 'GET', path, headers: json }],
    baseline: { [`GET ${path}`]: a },
  })
  const noteBody = JSON.stringify({ Note: 'Follow-up call went well.' })
  return [
    read('notes', notes, answers.notes),
    read('flags', flags, answers.flags),
    read('candidate', candidate, answers.candidate),
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
        [`POST ${notes}`]: { status: 201, headers: { 'content-type': 'application/json; charset=utf-8' }, body: answers.notes.body },
        [`GET ${flags}`]: answers.flags,
        [`GET ${candidate}`]: answers.candidate,
      },
    },
  ]
}
