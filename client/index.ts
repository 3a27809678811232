import createClient, { type Client } from 'openapi-fetch'
import type { components, paths } from './schema.js'

export type { paths, components, operations } from './schema.js'

type Schemas = components['schemas']
/** The service's named schemas, as the OpenAPI document's components.schemas gives them. */
export type Candidate = Schemas['Candidate']
export type CandidateInput = Schemas['CandidateInput']
export type Note = Schemas['Note']
export type NoteInput = Schemas['NoteInput']
export type NoteUpdate = Schemas['NoteUpdate']
export type FlagType = Schemas['FlagType']
export type QualityFlag = Schemas['QualityFlag']
export type QualityFlagInput = Schemas['QualityFlagInput']
export type Document = Schemas['Document']
export type VacancyStatus = Schemas['VacancyStatus']
export type Vacancy = Schemas['Vacancy']
export type VacancyInput = Schemas['VacancyInput']
export type Role = Schemas['Role']
export type Scope = Schemas['Scope']
export type Member = Schemas['Member']
export type MemberInput = Schemas['MemberInput']
export type Token = Schemas['Token']
export type IssuedToken = Schemas['IssuedToken']
export type TokenInput = Schemas['TokenInput']
export type VacancyUpdate = Schemas['VacancyUpdate']
export type Job = Schemas['Job']
export type Stage = Schemas['Stage']
export type StageInput = Schemas['StageInput']
export type StageUpdate = Schemas['StageUpdate']
export type HiringTeamMember = Schemas['HiringTeamMember']
export type DirectoryEntry = Schemas['DirectoryEntry']
export type HiringTeamInput = Schemas['HiringTeamInput']
export type ApplicationStatus = Schemas['ApplicationStatus']
export type Application = Schemas['Application']
export type ApplicationInput = Schemas['ApplicationInput']
export type MoveInput = Schemas['MoveInput']
export type RejectInput = Schemas['RejectInput']
export type WithdrawInput = Schemas['WithdrawInput']
export type ApplicationHistoryEntry = Schemas['ApplicationHistoryEntry']
export type SignInInput = Schemas['SignInInput']
export type Session = Schemas['Session']
export type PasswordInput = Schemas['PasswordInput']
export type EventType = Schemas['EventType']
export type Event = Schemas['Event']
export type Problem = Schemas['Problem']
export type WebhookEventType = Schemas['WebhookEventType']
export type Webhook = Schemas['Webhook']
export type CreatedWebhook = Schemas['CreatedWebhook']
export type WebhookInput = Schemas['WebhookInput']
export type WebhookDelivery = Schemas['WebhookDelivery']
export type WebhookDeliveryStatus = Schemas['WebhookDeliveryStatus']

export interface AtsClientOptions {
  /** Where the service answers, e.g. `http://127.0.0.1:8080`. */
  baseUrl: string
  /**
   * An `ats_...` token, sent as the Authorization header of every request.
   * Leave it out to read only the public job API (`/v1/Jobs`), as a careers
   * site does.
   */
  token?: string
  /** A fetch implementation (defaults to the global one). */
  fetch?: typeof globalThis.fetch
}

/**
 * A typed client for the applicant tracking service. Paths, parameters,
 * bodies and answers are checked against the published OpenAPI document.
 *
 * @example
 * const ats = createAtsClient({ baseUrl: 'http://127.0.0.1:8080', token: process.env.ATS_TOKEN! })
 * const { data: notes, error } = await ats.GET('/v1/Candidates/{candidateId}/Notes', {
 *   params: { path: { candidateId: '7' } },
 * })
 * if (error) throw new Error(`${error.code}: ${error.detail}`)
 * for (const note of notes) console.log(note.CreatedDate, note.Note)
 */
export function createAtsClient(options: AtsClientOptions): Client<paths> {
  const client = createClient<paths>({ baseUrl: options.baseUrl, fetch: options.fetch })
  const { token } = options
  if (token !== undefined) {
    client.use({
      onRequest({ request }) {
        request.headers.set('authorization', token)
        return request
      },
    })
  }
  return client
}
