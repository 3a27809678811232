import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { createWebhook, deleteWebhook, getWebhook, listDeliveries, listWebhooks } from '../../domain/changes/index.js'
import { toCreatedWebhook, toDelivery, toWebhook } from '../../domain/representations/index.js'
import { pageOf, toId, toPage } from '../protocol/paging.js'
import { bodyErrorResponses, errorResponses, PageQuery } from '../schemas/common.schema.js'
import { CreatedWebhookRef, DeliveryRef, WebhookIdParams, WebhookInputRef, WebhookRef } from '../schemas/webhook.schema.js'

const tags = ['Webhooks']

/** Webhook subscriptions and their deliveries (SPEC C6), for admins. */
const webhookRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.services.stores.database.db
  const { webhookAllowPrivate } = app.services.config

  app.post(
    '/Webhooks',
    {
      config: { scope: 'admin' },
      schema: {
        operationId: 'createWebhook',
        tags,
        summary: 'Subscribe a URL to events',
        description:
          'Each event of the types named (or `*`: all) is POSTed to `Url` as the change feed answers it, signed per Standard Webhooks ' +
          '(`webhook-id` is the event id, the receiver’s idempotency key), at least once, retried with growing delays for about 28 ' +
          'hours; a subscription failing for three days is disabled. The answer is the only time `Secret` is shown. A URL that is ' +
          'not http or https, holds credentials, or whose host resolves to a loopback, private, link-local or other internal address ' +
          'is refused (400 `webhook_url_refused`) unless the service runs with ATS_WEBHOOK_ALLOW_PRIVATE=1.',
        body: WebhookInputRef,
        response: { 201: CreatedWebhookRef, ...bodyErrorResponses() },
      },
    },
    async (request, reply) => {
      const row = await createWebhook(db, request.body, { allowPrivate: webhookAllowPrivate })
      return reply.code(201).send(toCreatedWebhook(row))
    },
  )

  app.get(
    '/Webhooks',
    {
      config: { scope: 'admin' },
      schema: {
        operationId: 'listWebhooks',
        tags,
        summary: 'List webhook subscriptions (never their secrets)',
        description: 'Oldest first, disabled ones included (`Enabled: false`). Paged by `limit` and `after`.',
        querystring: PageQuery,
        response: { 200: Type.Array(WebhookRef, { description: 'Subscriptions, oldest first.' }), ...errorResponses() },
      },
    },
    async (request, reply) => {
      const page = toPage(request.query)
      return pageOf(await listWebhooks(db, page), page, request, reply).map(toWebhook)
    },
  )

  app.get(
    '/Webhooks/:webhookId',
    {
      config: { scope: 'admin' },
      schema: {
        operationId: 'getWebhook',
        tags,
        summary: 'Read a webhook subscription (never its secret)',
        description: '`Enabled` is false once its deliveries have failed for three days without a success.',
        params: WebhookIdParams,
        response: { 200: WebhookRef, ...errorResponses(404) },
      },
    },
    async (request) => toWebhook(await getWebhook(db, toId(request.params.webhookId, 'webhookId'))),
  )

  app.delete(
    '/Webhooks/:webhookId',
    {
      config: { scope: 'admin' },
      schema: {
        operationId: 'deleteWebhook',
        tags,
        summary: 'Delete a webhook subscription',
        description: 'Nothing more is sent to it, retries included; its deliveries are deleted with it.',
        params: WebhookIdParams,
        response: { 204: Type.Null({ description: 'Deleted.' }), ...bodyErrorResponses(404) },
      },
    },
    async (request, reply) => {
      await deleteWebhook(db, toId(request.params.webhookId, 'webhookId'))
      return reply.code(204).send(null)
    },
  )

  app.get(
    '/Webhooks/:webhookId/Deliveries',
    {
      config: { scope: 'admin' },
      schema: {
        operationId: 'listWebhookDeliveries',
        tags,
        summary: "List a subscription's delivery attempts",
        description:
          'Every attempt, oldest first: one row per attempt made (`delivered` or `failed`, with the receiver’s status), and the next ' +
          'one while it waits (`pending`). Paged by `limit` and `after`.',
        params: WebhookIdParams,
        querystring: PageQuery,
        response: { 200: Type.Array(DeliveryRef, { description: 'Attempts, oldest first.' }), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const page = toPage(request.query)
      const rows = await listDeliveries(db, toId(request.params.webhookId, 'webhookId'), page)
      return pageOf(rows, page, request, reply).map(toDelivery)
    },
  )
}

export default webhookRoutes
