import { useEffect, useState } from 'preact/hooks'
import { api, describeProblem, type Schemas } from '../api.js'
import { ErrorMessage, Loading } from '../feedback.js'
import { nextAfter } from '../paging.js'
import { describeEvents } from '../webhooks/event-types.js'
import { EnabledBadge } from './webhooks.js'

type Delivery = Schemas['WebhookDelivery']

const PAGE = '100'

/** One subscription and its delivery attempts, oldest first, a page at a time, each naming its event's type. */
export function WebhookPage({ id: webhookId }: { id: string }) {
  const [hook, setHook] = useState<Schemas['Webhook']>()
  const [deliveries, setDeliveries] = useState<Delivery[]>()
  const [after, setAfter] = useState<string>()
  const [error, setError] = useState<string>()
  const more = async (from: string | undefined, sofar: Delivery[]) => {
    const {
      data,
      error: problem,
      response,
    } = await api.GET('/v1/Webhooks/{webhookId}/Deliveries', {
      params: { path: { webhookId }, query: { limit: PAGE, ...(from && { after: from }) } },
    })
    if (!data) {
      setError(describeProblem(problem, response.status))
      return
    }
    setDeliveries([...sofar, ...data])
    setAfter(nextAfter(response))
  }
  useEffect(() => {
    void api.GET('/v1/Webhooks/{webhookId}', { params: { path: { webhookId } } }).then(({ data, error: problem, response }) => {
      if (data) setHook(data)
      else setError(describeProblem(problem, response.status))
    })
    void more(undefined, [])
  }, [webhookId])
  return (
    <section>
      <p>
        <a href="/webhooks">All webhooks</a>
      </p>
      <h1>Deliveries</h1>
      <ErrorMessage text={error} />
      {hook && (
        <dl class="facts">
          <dt>Receiver</dt>
          <dd>
            <code class="url">{hook.Url}</code>
          </dd>
          <dt>Events</dt>
          <dd>{describeEvents(hook.Events)}</dd>
          <dt>State</dt>
          <dd>
            <EnabledBadge enabled={hook.Enabled} />
          </dd>
        </dl>
      )}
      {deliveries === undefined ? (
        !error && <Loading />
      ) : deliveries.length === 0 ? (
        <p class="empty">Nothing sent yet.</p>
      ) : (
        <ul class="cards" aria-label="Delivery attempts">
          {deliveries.map((d) => (
            <li key={d.Id}>
              <span>
                <code>{d.EventType}</code> <span class="muted">event {d.EventId}</span>
              </span>
              <span>attempt {d.Attempt}</span>
              <span class={`status ${d.Status}`}>{d.Status}</span>
              <span>{d.ResponseStatus === null ? 'no answer' : `HTTP ${String(d.ResponseStatus)}`}</span>
              <span class="muted">{d.AttemptedDate ? new Date(d.AttemptedDate).toLocaleString() : 'not yet'}</span>
            </li>
          ))}
        </ul>
      )}
      {after && deliveries && (
        <button type="button" class="secondary" onClick={() => void more(after, deliveries)}>
          Show more deliveries
        </button>
      )}
    </section>
  )
}
