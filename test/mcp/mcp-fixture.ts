import assert from 'node:assert/strict'
import { Client } from '@modelcontextprotocol/client'
import type { LightMyRequestResponse } from 'fastify'
import { json, type TestApp } from '../helpers/app.js'
import { auditRows, tokenIdOf, type AuditRow } from '../helpers/audit.js'
import { SAMPLES, uploadRaw, waitFor } from '../helpers/documents.js'
import { showTo } from '../helpers/pipeline.js'

/** What a tool call answers, as the SDK's client gives it. */
export interface ToolAnswer {
  content: Array<{ type: string; text?: string }>
  structuredContent?: Record<string, unknown>
  isError?: boolean
}

export interface Member {
  id: number
  token: string
}

/**
 * Candidates, members and what they wrote, for the MCP suites: `seen` is on
 * the hiring manager's vacancy, `hidden` on none of its; each recruiter has a
 * private note on `seen`, and one note is sent to the hiring team.
 */
export interface McpFixture {
  recruiter: Member
  colleague: Member
  manager: Member
  seen: number
  hidden: number
  documentId: string
  privateNoteId: number
  colleaguePrivateNoteId: number
  teamNoteId: number
  applicationId: number
  /** A stage of the application's vacancy other than the one it is in. */
  otherStageId: number
}

export async function mcpFixture(t: TestApp): Promise<McpFixture> {
  const recruiter = await t.member('recruiter')
  const colleague = await t.member('recruiter')
  const manager = await t.member('hiring_manager')
  const create = async (FirstName: string, LastName: string) => {
    const res = await t.call('POST', '/v1/Candidates', t.adminToken, {
      FirstName,
      LastName,
      Email: `${FirstName.toLowerCase()}@example.com`,
    })
    assert.equal(res.statusCode, 201, res.body)
    return json<{ Id: number }>(res).Id
  }
  const seen = await create('Augusta', 'Lovelace')
  const hidden = await create('Grace', 'Hopper')
  const uploaded = await uploadRaw(t, seen, SAMPLES.pdf.bytes, { disposition: 'attachment; filename="cv.pdf"' })
  assert.equal(uploaded.statusCode, 201, uploaded.body)
  const documentId = json<{ Id: string }>(uploaded).Id
  await waitFor(async () => (await t.call('GET', `/v1/document/${documentId}/Text`)).statusCode === 200, 'the text of the CV')
  const note = async (who: Member, body: Record<string, unknown>) => {
    const res = await t.call('POST', `/v1/Candidates/${seen}/Notes`, who.token, body)
    assert.equal(res.statusCode, 201, res.body)
    return json<{ Id: number }>(res).Id
  }
  await note(recruiter, { Note: 'Strong on compilers' })
  const privateNoteId = await note(recruiter, { Note: 'Salary expectations: high', Private: true })
  const colleaguePrivateNoteId = await note(colleague, { Note: 'Knows the candidate personally', Private: true })
  const teamNoteId = await note(recruiter, { Note: 'Please interview this week', SendToHiringTeam: true })
  for (const id of [seen, hidden]) {
    const flag = await t.call('POST', `/v1/Candidates/${id}/QualityFlags`, t.adminToken, { FlagType: 1, Note: 'Referred' })
    assert.equal(flag.statusCode, 201, flag.body)
  }
  const vacancyId = await showTo(t, manager.id, seen)
  const applications = json<Array<{ Id: number; StageId: number }>>(await t.call('GET', `/v1/Candidates/${seen}/Applications`))
  const application = applications[0]!
  const stages = json<Array<{ Id: number }>>(await t.call('GET', `/v1/Vacancies/${vacancyId}/Stages`))
  const other = stages.find((s) => s.Id !== application.StageId)
  assert.ok(other, 'the vacancy has a second stage')
  return {
    recruiter,
    colleague,
    manager,
    seen,
    hidden,
    documentId,
    privateNoteId,
    colleaguePrivateNoteId,
    teamNoteId,
    applicationId: application.Id,
    otherStageId: other.Id,
  }
}

/** The tool's answer must be the API's: the same body as text, its JSON as structured content, an error for a refusal. */
export function assertSameAsApi(answer: ToolAnswer, api: LightMyRequestResponse): void {
  const text = answer.content[0]?.text
  assert.equal(answer.content[0]?.type, 'text')
  assert.equal(answer.isError === true, api.statusCode >= 400, `tool error ${String(answer.isError)}, API ${api.statusCode}: ${text}`)
  if (String(api.headers['content-type']).includes('json')) {
    const expected: unknown = JSON.parse(api.body)
    assert.deepEqual(JSON.parse(text ?? ''), expected)
    const structured = { ...answer.structuredContent }
    delete structured.Next
    assert.deepEqual(structured, Array.isArray(expected) ? { Items: expected } : expected)
  } else {
    assert.equal(text, api.body)
  }
}

export function callTool(client: Client, name: string, args: Record<string, unknown>): Promise<ToolAnswer> {
  return client.callTool({ name, arguments: args }) as Promise<ToolAnswer>
}

// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- the caller names the shape it expects to read
export function parsed<T = any>(answer: ToolAnswer): T {
  return JSON.parse(answer.content[0]?.text ?? '') as T
}

/** The audit row of a change or read, without what differs between two requests. */
export function auditShape(row: AuditRow): Omit<AuditRow, 'Id' | 'Date' | 'RequestId'> {
  const { Id, Date, RequestId, ...rest } = row
  assert.ok(Id > 0 && Date.length > 0 && RequestId !== '')
  return rest
}

/** Rows of one member about one candidate, newest last. */
export async function auditOf(t: TestApp, member: Member, candidateId: number): Promise<AuditRow[]> {
  return auditRows(t, `MemberId=${member.id}&CandidateId=${candidateId}`)
}

export async function tokenId(t: TestApp, member: Member): Promise<number> {
  return tokenIdOf(t, member.id)
}

/** The candidate's events of this type, as an admin reads them. */
export async function eventsOf(t: TestApp, candidateId: number, type: string): Promise<Array<{ ActorId: number | null; Data: any }>> {
  const res = await t.call('GET', `/v1/Candidates/${candidateId}/Events?limit=1000`)
  assert.equal(res.statusCode, 200, res.body)
  return json<Array<{ Type: string; ActorId: number | null; Data: unknown }>>(res).filter((e) => e.Type === type)
}

export const TOOL_NAMES = [
  'add_note',
  'get_candidate',
  'get_document_text',
  'list_applications',
  'list_notes',
  'list_quality_flags',
  'move_application',
  'search_candidates',
]
