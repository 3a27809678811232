/** Events, webhooks and their deliveries, the audit log. Key order is the order on the wire, fixed by the contract. */
import type { AuditEventRow, EventRow, WebhookDeliveryRow, WebhookRow } from '../../store/tables.js'
import type { AuditAction, AuditResourceType, EventType } from '../vocabulary.js'

/**
 * An event as JSON text, in the contract's key order (SPEC C6): the change
 * feed's page and a webhook's body. `Data` is stored as the JSON text this
 * service wrote, so it is placed as it is rather than parsed and written
 * again: a feed page holds up to a thousand events, and reading them is
 * what an integrator's sync does all day.
 */
export function eventJson(r: EventRow): string {
  return (
    `{"Id":${r.id},"Type":${JSON.stringify(r.type)},"OccurredDate":${JSON.stringify(r.occurred_date)},` +
    `"ActorId":${r.actor_id ?? 'null'},"CandidateId":${r.candidate_id ?? 'null'},"Data":${r.data}}`
  )
}

export const toWebhook = (r: WebhookRow) => ({
  Id: r.id,
  Url: r.url,
  // Stored as the types given, space-separated (domain/changes/webhooks.ts), or `*`.
  Events: r.events.split(' ') as Array<EventType | '*'>,
  Enabled: r.enabled === 1,
  CreatedDate: r.created_date,
})

/** The answer to subscribing: the only one that carries the signing secret. */
export const toCreatedWebhook = (r: WebhookRow) => ({ ...toWebhook(r), Secret: r.secret })

export const toDelivery = (r: WebhookDeliveryRow & { event_type: string | null }) => ({
  Id: r.id,
  EventId: r.event_id,
  EventType: (r.event_type ?? '') as EventType,
  Attempt: r.attempt,
  Status: r.status,
  ResponseStatus: r.response_status,
  AttemptedDate: r.attempted_date,
})

export const toAuditEvent = (r: AuditEventRow) => ({
  Id: r.id,
  Date: r.date,
  MemberId: r.member_id,
  TokenId: r.token_id,
  // Stored as text; only the words of domain/changes/audit.ts are ever written.
  Action: r.action as AuditAction,
  CandidateId: r.candidate_id,
  ResourceType: r.resource_type as AuditResourceType,
  // Kept as text: a document's id as it is, the others' back to integers.
  ResourceId: r.resource_id === null || r.resource_type === 'document' ? r.resource_id : Number(r.resource_id),
  RequestId: r.request_id,
})
