import { Type } from 'typebox'
import { ALL_EVENTS } from '../../domain/changes/index.js'
import { DateTime, IdString, Nullable, ref } from './common.schema.js'
import { EventType } from './event.schema.js'
import { EVENT_TYPES } from '../../domain/vocabulary.js'

/** An event type a subscription asks for, or `*` for every one. */
export const WebhookEventType = Type.Unsafe<(typeof EVENT_TYPES)[number] | typeof ALL_EVENTS>({
  $id: 'WebhookEventType',
  type: 'string',
  enum: [ALL_EVENTS, ...EVENT_TYPES],
  description: 'An event type, or `*` for all of them.',
})
const EventTypes = Type.Array(ref(WebhookEventType), { minItems: 1, maxItems: EVENT_TYPES.length + 1, uniqueItems: true })

/** What every answer about a subscription holds; field order is the contract's (SPEC C6). */
const WebhookFields = {
  Id: Type.Integer(),
  Url: Type.String({ description: 'Where each delivery is POSTed.' }),
  Events: EventTypes,
  Enabled: Type.Boolean({ description: 'False once its deliveries have failed for three days without a success: nothing more is sent.' }),
  CreatedDate: DateTime,
}

export const Webhook = Type.Object(WebhookFields, { $id: 'Webhook', description: 'A webhook subscription, without its secret.' })
export const WebhookRef = ref(Webhook)

/** The only answer that ever carries the secret. */
export const CreatedWebhook = Type.Object(
  {
    ...WebhookFields,
    Secret: Type.String({
      description: 'The signing secret (`whsec_` + base64, as Standard Webhooks defines it). Shown once; store it now.',
    }),
  },
  { $id: 'CreatedWebhook', description: 'A webhook subscription just made, with its signing secret.' },
)
export const CreatedWebhookRef = ref(CreatedWebhook)

export const WebhookInput = Type.Object(
  {
    Url: Type.String({ minLength: 1, maxLength: 2000, description: 'An http or https URL; see the operation for the addresses refused.' }),
    Events: EventTypes,
  },
  { $id: 'WebhookInput', additionalProperties: false },
)
export const WebhookInputRef = ref(WebhookInput)

export const DeliveryStatus = Type.Unsafe<'pending' | 'delivered' | 'failed'>({
  $id: 'WebhookDeliveryStatus',
  type: 'string',
  enum: ['pending', 'delivered', 'failed'],
  description:
    '`pending`: not made yet; `delivered`: answered with a 2xx; `failed`: anything else, or not made (the subscription disabled).',
})

export const Delivery = Type.Object(
  {
    Id: Type.Integer(),
    EventId: Type.Integer({ description: 'The event sent, also its `webhook-id`: the receiver’s idempotency key.' }),
    EventType: ref(EventType),
    Attempt: Type.Integer({ minimum: 1, description: '1 for the first attempt to deliver the event to this subscription, then 2, 3...' }),
    Status: ref(DeliveryStatus),
    ResponseStatus: Nullable(Type.Integer({ description: "The receiver's HTTP status; null before the attempt or when none came." })),
    AttemptedDate: Nullable(DateTime),
  },
  { $id: 'WebhookDelivery', description: 'One attempt, made or still to be made, to deliver an event to a subscription.' },
)
export const DeliveryRef = ref(Delivery)

export const WebhookIdParams = Type.Object({ webhookId: IdString })
