import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import { Type } from 'typebox'
import {
  getTemplate,
  listTemplates,
  TEMPLATE_NAMES,
  updateTemplate,
  type EmailTemplate,
  type TemplateName,
  listEmails,
  writeEmail,
} from '../../domain/email/index.js'
import { toEmail } from '../../domain/representations/index.js'
import { errors } from '../../errors/catalog.js'
import { pageOf, toId, toPage } from '../protocol/paging.js'
import { bodyErrorResponses, CandidateIdParams, errorResponses, PageQuery } from '../schemas/common.schema.js'
import { EmailInputRef, EmailRef, EmailTemplateInputRef, EmailTemplateRef } from '../schemas/email.schema.js'

const tags = ['Emails']
// The names are fixed (SPEC C10); any other names a template that does not exist: 404, as any missing resource.
const TemplateParams = Type.Object({ name: Type.String({ description: `One of ${TEMPLATE_NAMES.join(', ')}.` }) })
const templateName = (name: string) => name as TemplateName
// Before the body is validated: a change to a template that does not exist is a missing resource, whatever its body.
const knownTemplate = async (request: FastifyRequest) => {
  const { name } = request.params as { name: string }
  if (!(TEMPLATE_NAMES as readonly string[]).includes(name)) throw errors.templateNotFound()
}
const toTemplate = (t: EmailTemplate) => ({ Name: t.name, Subject: t.subject, Body: t.body })

/**
 * Email with candidates (SPEC C10): a candidate's emails, read under the
 * candidate's rules and written with `applications:write` (both within C3
 * for hiring managers), and the templates, read by anyone who reads
 * candidates and changed by admins. Sending happens after the commit
 * (domain/email/email-sending.ts).
 */
const emailRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.services.stores.database.db

  app.get(
    '/Candidates/:candidateId/Emails',
    {
      config: { scope: 'candidates:read', audit: { action: 'read', resource: 'email', candidate: 'candidateId' } },
      schema: {
        operationId: 'listCandidateEmails',
        tags,
        summary: "List a candidate's emails",
        description: 'Oldest first, whatever their status. A candidate the caller may not see: 404 `candidate_not_found`.',
        params: CandidateIdParams,
        querystring: PageQuery,
        response: { 200: Type.Array(EmailRef, { description: "The candidate's emails, oldest first." }), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const page = toPage(request.query)
      const rows = await listEmails(db, request.principal, toId(request.params.candidateId, 'candidateId'), page)
      return pageOf(rows, page, request, reply).map(toEmail)
    },
  )

  app.post(
    '/Candidates/:candidateId/Emails',
    {
      config: { scope: 'applications:write' },
      schema: {
        operationId: 'sendCandidateEmail',
        tags,
        summary: 'Write an email to a candidate',
        description:
          "Sent to the candidate's `Email` after the answer, as plain text (`not_sent` on a service without an SMTP server). A subject is one line. A candidate without an address: 409 `candidate_has_no_email`.",
        params: CandidateIdParams,
        body: EmailInputRef,
        response: { 201: EmailRef, ...bodyErrorResponses(404, 409) },
      },
    },
    async (request, reply) => {
      const row = await writeEmail(db, app.services.mail, request.principal, toId(request.params.candidateId, 'candidateId'), request.body)
      return reply.code(201).send(toEmail(row))
    },
  )

  app.get(
    '/EmailTemplates',
    {
      config: { scope: 'candidates:read' },
      schema: {
        operationId: 'listEmailTemplates',
        tags,
        summary: 'List the email templates',
        description: 'Each as it is now: as an admin last wrote it, else its default.',
        response: { 200: Type.Array(EmailTemplateRef, { description: 'Every template, by name.' }), ...errorResponses() },
      },
    },
    async () => (await listTemplates(db)).map(toTemplate),
  )

  app.get(
    '/EmailTemplates/:name',
    {
      config: { scope: 'candidates:read' },
      preValidation: knownTemplate,
      schema: {
        operationId: 'getEmailTemplate',
        tags,
        summary: 'Read an email template',
        description: 'One of the names of `EmailTemplateName`; any other: 404 `template_not_found`.',
        params: TemplateParams,
        response: { 200: EmailTemplateRef, ...errorResponses(404) },
      },
    },
    async (request) => toTemplate(await getTemplate(db, templateName(request.params.name))),
  )

  app.put(
    '/EmailTemplates/:name',
    {
      config: { scope: 'admin' },
      preValidation: knownTemplate,
      schema: {
        operationId: 'updateEmailTemplate',
        tags,
        summary: 'Change an email template',
        description:
          'Replaces its subject and body; emails already written keep their text. A placeholder other than those listed in `EmailTemplate`: 400 naming the field. A name not of `EmailTemplateName`: 404 `template_not_found`.',
        params: TemplateParams,
        body: EmailTemplateInputRef,
        response: { 200: EmailTemplateRef, ...bodyErrorResponses(404) },
      },
    },
    async (request) => toTemplate(await updateTemplate(db, request.principal, templateName(request.params.name), request.body)),
  )
}

export default emailRoutes
