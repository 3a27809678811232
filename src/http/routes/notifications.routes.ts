import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { listNotifications, markNotificationsRead } from '../../domain/notifications/index.js'
import { toNotification } from '../../domain/representations/index.js'
import { linkNextPage, toId, toPage } from '../protocol/paging.js'
import { bodyErrorResponses, errorResponses } from '../schemas/common.schema.js'
import { MemberIdParams } from '../schemas/interview.schema.js'
import { NotificationRef, NotificationsQuery, NotificationsReadInputRef } from '../schemas/notification.schema.js'

const tags = ['Notifications']

/**
 * A member's notifications (SPEC C18): what needs it, read and marked by
 * the member itself only (anyone else, an admin too: 403
 * `insufficient_scope`), under its own read rules. They name candidates by
 * id only, so reading them is not a read of a candidate's data for the
 * audit log; `candidates:read` for both, marking read changing nothing but
 * the member's own state.
 */
const notificationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.services.stores.database.db

  app.get(
    '/Members/:memberId/Notifications',
    {
      config: { scope: 'candidates:read' },
      schema: {
        operationId: 'listMemberNotifications',
        tags,
        summary: "A member's notifications",
        description:
          'Newest first, paged by `after` in that order. Only those about what the member may still see (one about an application of a vacancy whose hiring team it left is absent). A member reads its own; anyone else, an admin too: 403 `insufficient_scope`.',
        params: MemberIdParams,
        querystring: NotificationsQuery,
        response: { 200: Type.Array(NotificationRef, { description: 'The notifications, newest first.' }), ...errorResponses() },
      },
    },
    async (request, reply) => {
      const memberId = toId(request.params.memberId, 'memberId')
      const page = toPage(request.query)
      const rows = await listNotifications(db, request.principal, memberId, {
        unread: request.query.Unread === 'true',
        before: page.after,
        limit: page.limit,
      })
      const items = rows.slice(0, page.limit)
      const last = items.at(-1)
      if (rows.length > page.limit && last) linkNextPage(request, reply, page, last.id)
      return items.map(toNotification)
    },
  )

  app.post(
    '/Members/:memberId/Notifications/Read',
    {
      config: { scope: 'candidates:read' },
      schema: {
        operationId: 'markMemberNotificationsRead',
        tags,
        summary: "Mark a member's notifications read",
        description:
          'Those of `Ids` (another member’s, or one read already, change nothing), or every one with `All: true`; one read keeps its first `ReadDate`. A member marks its own; anyone else: 403 `insufficient_scope`.',
        params: MemberIdParams,
        body: NotificationsReadInputRef,
        response: { 204: Type.Null({ description: 'Marked.' }), ...bodyErrorResponses() },
      },
    },
    async (request, reply) => {
      await markNotificationsRead(db, request.principal, toId(request.params.memberId, 'memberId'), request.body)
      return reply.code(204).send(null)
    },
  )
}

export default notificationRoutes
