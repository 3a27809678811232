import { useEffect, useState } from 'preact/hooks'
import { api, describeProblem, type Schemas } from '../api.js'
import { ErrorMessage, Loading } from '../feedback.js'
import { useInFlight, useLatestRead } from '../forms.js'
import { allPages } from '../paging.js'
import { describeEvents } from '../webhooks/event-types.js'
import { NewWebhook } from '../webhooks/new-webhook.js'
import { SecretOnce } from '../webhooks/secret-once.js'

type Webhook = Schemas['Webhook']

/** Webhook subscriptions, for admins: add one (its secret shown once), see which are disabled, delete with a confirmation. */
export function WebhooksPage() {
  const [hooks, setHooks] = useState<Webhook[]>()
  const [error, setError] = useState<string>()
  const [created, setCreated] = useState<Schemas['CreatedWebhook']>()
  // Two changes at once read the list twice: an earlier answer arriving last must not bring a deleted one back.
  const started = useLatestRead()
  const load = async () => {
    const latest = started()
    const { items, problem } = await allPages((after) =>
      api.GET('/v1/Webhooks', { params: { query: { limit: '1000', ...(after && { after }) } } }),
    )
    if (!latest()) return
    setHooks(items)
    setError(problem)
  }
  useEffect(() => {
    void load()
  }, [])
  return (
    <section>
      <h1>Webhooks</h1>
      <p class="muted">
        Each event of the types chosen is POSTed to the receiver, signed, and retried for about a day until it answers 2xx.
      </p>
      <ErrorMessage text={error} />
      {created && <SecretOnce url={created.Url} secret={created.Secret} />}
      {hooks === undefined ? (
        <Loading />
      ) : hooks.length === 0 ? (
        <p class="empty">No webhook yet.</p>
      ) : (
        <ul class="notes" aria-label="Webhooks">
          {hooks.map((h) => (
            <WebhookItem key={h.Id} hook={h} onDeleted={() => void load()} onError={setError} />
          ))}
        </ul>
      )}
      <NewWebhook
        onCreated={(made) => {
          setCreated(made)
          void load()
        }}
      />
    </section>
  )
}

function WebhookItem({ hook, onDeleted, onError }: { hook: Webhook; onDeleted: () => void; onError: (text: string) => void }) {
  const [confirming, setConfirming] = useState(false)
  const once = useInFlight()
  const remove = () =>
    once(async () => {
      const { error, response } = await api.DELETE('/v1/Webhooks/{webhookId}', { params: { path: { webhookId: String(hook.Id) } } })
      if (response.ok) onDeleted()
      else onError(describeProblem(error, response.status))
    })
  return (
    <li>
      <p>
        <code class="url">{hook.Url}</code> <EnabledBadge enabled={hook.Enabled} />
      </p>
      <p class="muted">{describeEvents(hook.Events)}</p>
      <p class="row">
        <a href={`/webhooks/${String(hook.Id)}`} aria-label={`Deliveries to ${hook.Url}`}>
          Deliveries
        </a>
        {confirming ? (
          <span class="row" role="group" aria-label={`Delete ${hook.Url}?`}>
            <span>Delete it? Nothing more will be sent.</span>
            <button type="button" class="danger" onClick={() => void remove()}>
              Yes, delete
            </button>
            <button type="button" class="secondary" onClick={() => setConfirming(false)}>
              Keep it
            </button>
          </span>
        ) : (
          <button type="button" class="secondary" aria-label={`Delete webhook ${hook.Url}`} onClick={() => setConfirming(true)}>
            Delete
          </button>
        )}
      </p>
    </li>
  )
}

/** Enabled, or disabled after three days of failed deliveries: said in words, not by colour alone. */
export function EnabledBadge({ enabled }: { enabled: boolean }) {
  return enabled ? <span class="status">Enabled</span> : <span class="status off">Disabled: deliveries failed for three days</span>
}
