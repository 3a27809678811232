import assert from 'node:assert/strict'
import { createHash } from 'node:crypto'

/**
 * Concurrent note, flag and document writes against a server process that
 * is about to be killed, with a ledger of what was acknowledged (a 2xx
 * answer fully received) and what was only attempted, and the checks that
 * run after a restart.
 */

/** Document bytes from a seed: a PDF header, then pseudo-random bytes, so that any document can be rebuilt to compare byte for byte. */
export function documentBytes(seed: number, size: number): Buffer {
  const head = Buffer.from(`%PDF-1.7\n%crash ${seed}\n`, 'latin1')
  const out = Buffer.alloc(Math.max(size, head.length + 4))
  head.copy(out)
  let x = seed | 1
  for (let i = head.length; i < out.length; i += 4) {
    x ^= x << 13
    x ^= x >>> 17
    x ^= x << 5
    out.writeInt32LE(x | 0, Math.min(i, out.length - 4))
  }
  return out
}

const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex')

export interface Ledger {
  /** Acknowledged writes, by the id the server gave, with the body it answered. */
  readonly notes: Map<number, Record<string, unknown>>
  readonly flags: Map<number, Record<string, unknown>>
  readonly documents: Map<string, Record<string, unknown>>
  /** Everything ever sent, acknowledged or not: the only texts and bytes that may ever appear. */
  readonly attemptedTexts: Set<string>
  readonly attemptedDocuments: Map<string, { seed: number; size: number }>
  /** Documents already downloaded and compared, so later rounds only fetch the new ones. */
  readonly verifiedDocuments: Set<string>
  /** Writes found after a restart although their answer never arrived; from then on they must stay like any other. */
  adopted: number
  /** Problems seen while writing: any 5xx, any refused write, any torn download. */
  readonly failures: string[]
}

export function newLedger(): Ledger {
  return {
    notes: new Map(),
    flags: new Map(),
    documents: new Map(),
    attemptedTexts: new Set(),
    attemptedDocuments: new Map(),
    verifiedDocuments: new Set(),
    adopted: 0,
    failures: [],
  }
}

export interface CycleOptions {
  readonly url: string
  readonly token: string
  readonly candidates: readonly number[]
  /** Kill once this many writes of this cycle (one of them an upload) have been acknowledged and an upload is in flight. */
  readonly killAfter: number
  readonly cycle: number
  readonly maxDocumentSize: number
}

export interface CycleResult {
  readonly acknowledged: number
  readonly uploadsInFlightAtKill: number
  readonly requestsInFlightAtKill: number
}

/**
 * Runs writers until the kill condition holds, then calls `kill` (which must
 * SIGKILL the server and wait for it to exit) and waits for every writer to
 * notice. No timers: the kill follows the count of acknowledgements.
 */
export async function writeUntilKilled(opts: CycleOptions, ledger: Ledger, kill: () => Promise<void>): Promise<CycleResult> {
  let stopped = false
  let acknowledged = 0
  let documentsAcknowledged = 0
  let uploadsInFlight = 0
  let requestsInFlight = 0
  let seq = 0
  let atKill: { uploadsInFlightAtKill: number; requestsInFlightAtKill: number } | undefined
  let fire!: () => void
  const killNow = new Promise<void>((resolve) => (fire = resolve))
  const check = () => {
    if (atKill || acknowledged < opts.killAfter || documentsAcknowledged === 0 || uploadsInFlight === 0) return
    atKill = { uploadsInFlightAtKill: uploadsInFlight, requestsInFlightAtKill: requestsInFlight }
    fire()
  }
  const pick = () => opts.candidates[Math.floor(Math.random() * opts.candidates.length)]!
  const headers = { authorization: opts.token }

  /** One request; undefined when the server went away under it (expected only once it is killed). */
  async function send(
    what: string,
    url: string,
    init: RequestInit,
  ): Promise<{ status: number; body: any; etag?: string | null; bytes?: Buffer } | undefined> {
    requestsInFlight++
    try {
      const res = await fetch(url, init)
      const bytes = Buffer.from(await res.arrayBuffer())
      const type = res.headers.get('content-type') ?? ''
      const body = type.includes('json') && bytes.length > 0 ? JSON.parse(bytes.toString('utf8')) : undefined
      if (res.status >= 500) ledger.failures.push(`${what}: ${res.status} ${bytes.toString('utf8').slice(0, 200)}`)
      return { status: res.status, body, etag: res.headers.get('etag'), bytes }
    } catch (err) {
      if (!stopped) ledger.failures.push(`${what}: ${(err as Error).message} before the kill`)
      return undefined
    } finally {
      requestsInFlight--
    }
  }

  const acked = () => {
    acknowledged++
    check()
  }

  /** Posts JSON rows of one kind until stopped, recording each text sent and each row acknowledged. */
  async function rowWriter(
    kind: 'note' | 'flag',
    acknowledged: Map<number, Record<string, unknown>>,
    make: (n: number) => { text: string; body: object },
  ) {
    const path = kind === 'note' ? 'Notes' : 'QualityFlags'
    while (!stopped) {
      const cid = pick()
      const { text, body } = make(seq++)
      ledger.attemptedTexts.add(text)
      const res = await send(kind, `${opts.url}/v1/Candidates/${cid}/${path}`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
      if (!res) return
      if (res.status !== 201) ledger.failures.push(`${kind} refused: ${res.status}`)
      else {
        acknowledged.set(res.body.Id, { ...res.body, candidateId: cid })
        acked()
      }
    }
  }

  const noteWriter = () =>
    rowWriter('note', ledger.notes, (n) => {
      const text = `note c${opts.cycle} #${n} für Ünïcödé ✓ ${'x'.repeat(Math.floor(Math.random() * 300))}`
      return { text, body: { Note: text, SendToHiringTeam: (n + 1) % 2 === 0 } }
    })

  const flagWriter = () =>
    rowWriter('flag', ledger.flags, (n) => {
      const text = `flag c${opts.cycle} #${n}`
      return { text, body: { FlagType: 1 + ((n + 1) % 2), Note: text } }
    })

  async function uploader() {
    while (!stopped) {
      const cid = pick()
      const seed = (Math.random() * 0x7fffffff) | 0
      const size = 1024 + Math.floor(Math.random() * opts.maxDocumentSize)
      const bytes = documentBytes(seed, size)
      ledger.attemptedDocuments.set(sha256(bytes), { seed, size: bytes.length })
      uploadsInFlight++
      check()
      const res = await send('upload', `${opts.url}/v1/Candidates/${cid}/Document`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/pdf', 'content-disposition': `attachment; filename="cv-${seed}.pdf"` },
        body: new Uint8Array(bytes),
      })
      uploadsInFlight--
      if (!res) return
      if (res.status !== 201) ledger.failures.push(`upload refused: ${res.status}`)
      else {
        ledger.documents.set(res.body.Id, res.body)
        documentsAcknowledged++
        acked()
      }
    }
  }

  /** Reads the latest document of candidates while they are written to: what is visible must always be whole. */
  async function reader() {
    while (!stopped) {
      const cid = pick()
      const candidate = await send('read candidate', `${opts.url}/v1/Candidates/${cid}`, { headers })
      if (!candidate) return
      const docId = candidate.body?.Document
      if (!docId) continue
      const doc = await send('download', `${opts.url}/v1/document/${docId}`, { headers })
      if (!doc) return
      if (doc.status !== 200) {
        ledger.failures.push(`the candidate's latest document ${docId} answered ${doc.status}`)
        continue
      }
      const digest = sha256(doc.bytes!)
      if (doc.etag !== `"${digest}"` || !ledger.attemptedDocuments.has(digest))
        ledger.failures.push(`document ${docId} downloaded torn or unknown`)
    }
  }

  const workers = [noteWriter(), noteWriter(), flagWriter(), flagWriter(), uploader(), uploader(), uploader(), uploader(), reader()]
  await killNow
  stopped = true
  await kill()
  await Promise.all(workers)
  // Answers that arrived between the decision and the kill count too: they were acknowledged.
  return { acknowledged, ...atKill! }
}

/** Every page of a list, following `Link: rel="next"`. */
export async function listAll(url: string, token: string, first: string): Promise<any[]> {
  const items: any[] = []
  let next: string | undefined = first
  while (next) {
    const res: Response = await fetch(url + next, { headers: { authorization: token } })
    assert.equal(res.status, 200, `${next}: ${res.status}`)
    items.push(...((await res.json()) as any[]))
    next = /<([^>]+)>;\s*rel="next"/.exec(res.headers.get('link') ?? '')?.[1]
  }
  return items
}

export interface Verified {
  /** Acknowledged writes found present and equal to their answers. */
  readonly writes: number
  /** Documents downloaded and compared byte for byte in this round. */
  readonly downloads: number
  /** Writes that committed although their answer never arrived (allowed), so far. */
  readonly adopted: number
}

/**
 * After a restart: every acknowledged write is present and equal to what was
 * answered, nothing appears that was never sent, every listed document
 * downloads whole, and each candidate's Document is its latest one.
 */
export async function verifyAfterRestart(url: string, token: string, candidates: readonly number[], ledger: Ledger): Promise<Verified> {
  const seen = { notes: new Set<number>(), flags: new Set<number>(), documents: new Set<string>() }
  let downloads = 0
  const adopt = <K>(map: Map<K, Record<string, unknown>>, id: K, value: Record<string, unknown>) => {
    map.set(id, value)
    ledger.adopted++
  }
  for (const cid of candidates) {
    for (const n of await listAll(url, token, `/v1/Candidates/${cid}/Notes?limit=1000`)) {
      seen.notes.add(n.Id)
      assert.ok(ledger.attemptedTexts.has(n.Note), `note ${n.Id} holds text that was never sent`)
      const acked = ledger.notes.get(n.Id)
      if (acked) {
        const { candidateId, ...answered } = acked
        assert.equal(candidateId, cid, `note ${n.Id} moved to another candidate`)
        assert.deepEqual(n, answered, `note ${n.Id} changed`)
      } else adopt(ledger.notes, n.Id, { ...n, candidateId: cid })
    }
    for (const f of await listAll(url, token, `/v1/Candidates/${cid}/QualityFlags?limit=1000`)) {
      seen.flags.add(f.Id)
      assert.ok(ledger.attemptedTexts.has(f.Note), `flag ${f.Id} holds text that was never sent`)
      const acked = ledger.flags.get(f.Id)
      if (acked) {
        const { candidateId, ...answered } = acked
        assert.equal(candidateId, cid)
        assert.deepEqual(f, answered, `flag ${f.Id} changed`)
      } else adopt(ledger.flags, f.Id, { ...f, candidateId: cid })
    }
    const docs = await listAll(url, token, `/v1/Candidates/${cid}/Documents?limit=1000`)
    for (const d of docs) {
      seen.documents.add(d.Id)
      const attempted = ledger.attemptedDocuments.get(d.Sha256)
      assert.ok(attempted, `document ${d.Id} holds bytes that were never sent`)
      assert.equal(d.Size, attempted.size, `document ${d.Id} has the wrong size`)
      const acked = ledger.documents.get(d.Id)
      if (acked) assert.deepEqual(d, acked, `document ${d.Id} metadata changed`)
      else adopt(ledger.documents, d.Id, d)
      if (!ledger.verifiedDocuments.has(d.Id)) {
        const res = await fetch(`${url}/v1/document/${d.Id}`, { headers: { authorization: token } })
        assert.equal(res.status, 200, `document ${d.Id} is listed but answers ${res.status}`)
        const bytes = Buffer.from(await res.arrayBuffer())
        assert.ok(bytes.equals(documentBytes(attempted.seed, attempted.size)), `document ${d.Id} is not byte-exact`)
        ledger.verifiedDocuments.add(d.Id)
        downloads++
      }
    }
    const candidate = (await (await fetch(`${url}/v1/Candidates/${cid}`, { headers: { authorization: token } })).json()) as {
      Document: string | null
    }
    assert.equal(candidate.Document, docs.at(-1)?.Id ?? null, `candidate ${cid}: Document is not its latest document`)
  }
  for (const id of ledger.notes.keys()) assert.ok(seen.notes.has(id), `acknowledged note ${id} is lost`)
  for (const id of ledger.flags.keys()) assert.ok(seen.flags.has(id), `acknowledged flag ${id} is lost`)
  for (const id of ledger.documents.keys()) assert.ok(seen.documents.has(id), `acknowledged document ${id} is lost`)
  return { writes: ledger.notes.size + ledger.flags.size + ledger.documents.size - ledger.adopted, downloads, adopted: ledger.adopted }
}

export interface EventsVerified {
  /** Events read from the change feed, all of them. */
  readonly events: number
  /** Their ids, for the deliveries' count. */
  readonly ids: ReadonlySet<number>
}

const CREATED: Record<string, 'notes' | 'flags' | 'documents'> = {
  'note.created': 'notes',
  'flag.created': 'flags',
  'document.created': 'documents',
}

/**
 * After a restart, the change feed against the ledger: every write present
 * (acknowledged, or found committed and adopted) has exactly one `created`
 * event, and no `created` event names a write that is not there: no change
 * without its event, no event without its change. Read from the start with
 * `after`, as an integrator's sync would.
 */
export async function verifyEvents(url: string, token: string, ledger: Ledger): Promise<EventsVerified> {
  const events = await listAll(url, token, '/v1/Events?limit=1000')
  const ids = new Set<number>()
  const created = { notes: new Map<unknown, number>(), flags: new Map<unknown, number>(), documents: new Map<unknown, number>() }
  for (const e of events) {
    assert.ok(!ids.has(e.Id), `event ${e.Id} listed twice`)
    ids.add(e.Id)
    const kind = CREATED[e.Type as string]
    if (kind) created[kind].set(e.Data.Id, (created[kind].get(e.Data.Id) ?? 0) + 1)
  }
  for (const kind of ['notes', 'flags', 'documents'] as const) {
    const present = ledger[kind] as Map<unknown, unknown>
    for (const id of present.keys())
      assert.equal(created[kind].get(id), 1, `${kind} ${String(id)}: ${created[kind].get(id) ?? 0} created events`)
    for (const id of created[kind].keys()) assert.ok(present.has(id), `an event names ${kind} ${String(id)}, which was never written`)
  }
  return { events: events.length, ids }
}
