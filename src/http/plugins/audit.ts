import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { AuditedRead, AuditLog } from '../../domain/changes/index.js'
import type { AuditAction, AuditResourceType } from '../../domain/vocabulary.js'

/** Names the candidate of a read whose path does not (a document, an application): the handler sets `request.auditCandidateId`. */
export const FOUND = 'found'

/**
 * What a read route touches, declared in its config (`config.audit`): the
 * audit row of each 2xx answer is made from it and the path's ids, in one
 * hook, whichever handler answered. Writes are audited with their events
 * (domain/changes/audit.ts), not here.
 */
interface AuditSpec {
  readonly action: AuditAction
  readonly resource: AuditResourceType
  /**
   * The path parameter holding the candidate's id; `found` when the handler
   * names it once it has read the resource; absent for a search or a list
   * that spans candidates.
   */
  readonly candidate?: string
  /** The path parameter holding the resource's id; absent for a list or a search. */
  readonly id?: string
}

declare module 'fastify' {
  interface FastifyContextConfig {
    audit?: AuditSpec
  }
  interface FastifyRequest {
    /** The candidate of the resource read, for a route whose `audit.candidate` is `found`. */
    auditCandidateId: number | null
    /** The resource read, for a route whose path names another (an application's latest submission). */
    auditResourceId: number | null
  }
}

/** The audit row's content of a read of this route and URL, or undefined for a route that reads no candidate's data. */
export function auditedRead(request: FastifyRequest): AuditedRead | undefined {
  const spec = request.routeOptions.config.audit
  if (spec === undefined) return undefined
  const params = request.params as Readonly<Record<string, string | undefined>>
  const { candidate, id } = spec
  const candidateId = candidate === undefined ? null : candidate === FOUND ? request.auditCandidateId : toNumber(params[candidate])
  const raw = id === undefined ? undefined : params[id]
  return {
    // A HEAD of a document sends its headers (its name and size), not its bytes.
    action: spec.action === 'download' && request.method === 'HEAD' ? 'read' : spec.action,
    resourceType: spec.resource,
    candidateId,
    // Path ids passed validation: decimal integers, or a document's opaque id.
    resourceId: request.auditResourceId ?? (raw === undefined ? null : spec.resource === 'document' ? raw : Number(raw)),
  }
}

const toNumber = (s: string | undefined) => (s === undefined ? null : Number(s))

/**
 * Every 2xx answer of a route that declares `audit` leaves its row in the
 * app's AuditLog (written in batches, at most a second late). Answers given
 * before the router from kept bytes record theirs in hot-reads/front.ts,
 * from the same `auditedRead` kept with the answer.
 */
async function auditPlugin(app: FastifyInstance, opts: { auditLog: AuditLog }) {
  const { auditLog } = opts
  app.decorateRequest('auditCandidateId', null)
  app.decorateRequest('auditResourceId', null)
  app.addHook('onResponse', (request, reply, done) => {
    const status = reply.statusCode
    if (status >= 200 && status < 300 && request.routeOptions.config.audit !== undefined) {
      const what = auditedRead(request)
      // Every audited route is under /v1 and declares a scope: its principal is set.
      if (what) auditLog.read(what, request.principal, request.id)
    }
    done()
  })
}

export default fp(auditPlugin, { name: 'audit' })
