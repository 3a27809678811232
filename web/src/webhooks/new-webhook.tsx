import { api, type Schemas } from '../api.js'
import { ErrorMessage } from '../feedback.js'
import { field, useApiForm } from '../forms.js'
import { EVENT_TYPES, type WebhookEventType } from './event-types.js'

/** What each field of the form needs, said when the service refuses it (rather than the validator's text). */
const FIELD_WORDS = {
  Events: 'Choose the events to send: tick "All events", or at least one event type.',
  Url: 'Type the receiver’s address in full, starting with https:// or http://.',
} as const

/** The form that subscribes a URL: the URL, and "All events" or the types ticked. */
export function NewWebhook({ onCreated }: { onCreated: (made: Schemas['CreatedWebhook']) => void }) {
  const form = useApiForm(
    (data) => {
      const ticked = data.getAll('events').filter((v): v is WebhookEventType => typeof v === 'string')
      return api.POST('/v1/Webhooks', { body: { Url: field(data, 'url'), Events: ticked } })
    },
    (made) => made && onCreated(made),
    FIELD_WORDS,
  )
  return (
    <form class="panel" onSubmit={form.onSubmit} aria-label="New webhook">
      <label>
        Receiver URL
        <input name="url" type="url" required maxLength={2000} placeholder="https://example.com/hooks/ats" />
      </label>
      <fieldset>
        <legend>Events to send</legend>
        <label class="check">
          <input type="checkbox" name="events" value="*" /> All events
        </label>
        <div class="grid event-types">
          {EVENT_TYPES.map(([type, meaning]) => (
            <label class="check" key={type} title={meaning}>
              <input type="checkbox" name="events" value={type} /> {type}
            </label>
          ))}
        </div>
      </fieldset>
      <ErrorMessage text={form.error} />
      <button type="submit">Add webhook</button>
    </form>
  )
}
