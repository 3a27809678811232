import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import * as notes from '../../domain/candidates/index.js'
import { toNote } from '../../domain/representations/index.js'
import { pageOf, toId, toPage } from '../protocol/paging.js'
import { bodyErrorResponses, CandidateIdParams, errorResponses, PageQuery } from '../schemas/common.schema.js'
import { NoteInputRef, NoteParams, NoteRef, NoteUpdateRef } from '../schemas/note.schema.js'

const tags = ['Notes']

/** Notes of a candidate. The original interface gives these operations no 404: a missing candidate or note is a 400. */
const noteRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.services.stores.database.db

  app.get(
    '/Candidates/:candidateId/Notes',
    {
      config: { scope: 'notes:read', audit: { action: 'read', resource: 'note', candidate: 'candidateId' } },
      schema: {
        operationId: 'listCandidateNotes',
        tags,
        summary: "List a candidate's notes",
        description: 'Oldest first. Private notes appear only to their author; hiring managers see only notes sent to the hiring team.',
        params: CandidateIdParams,
        querystring: PageQuery,
        response: { 200: Type.Array(NoteRef, { description: 'The notes the caller may see, oldest first.' }), ...errorResponses() },
      },
    },
    (request, reply) =>
      reply.sendRead(async () => {
        const page = toPage(request.query)
        const rows = await notes.listNotes(db, request.principal, toId(request.params.candidateId, 'candidateId'), page)
        return pageOf(rows, page, request, reply).map(toNote)
      }),
  )

  app.post(
    '/Candidates/:candidateId/Notes',
    {
      config: { scope: 'notes:write' },
      schema: {
        operationId: 'createCandidateNote',
        tags,
        summary: 'Write a note on a candidate',
        description: '`CreatedById` is the member the token belongs to. A `VacancyId` that names no vacancy is refused (400).',
        params: CandidateIdParams,
        body: NoteInputRef,
        response: { 201: NoteRef, ...bodyErrorResponses() },
      },
    },
    async (request, reply) => {
      const row = await notes.createNote(db, request.principal, toId(request.params.candidateId, 'candidateId'), request.body)
      return reply.code(201).send(toNote(row))
    },
  )

  app.put(
    '/Candidates/:candidateId/Notes/:noteId',
    {
      config: { scope: 'notes:write' },
      schema: {
        operationId: 'updateCandidateNote',
        tags,
        summary: 'Change a note (author only)',
        description: 'Fields left out keep their value.',
        params: NoteParams,
        body: NoteUpdateRef,
        response: { 200: NoteRef, ...bodyErrorResponses() },
      },
    },
    async (request) => {
      const { candidateId, noteId } = request.params
      const row = await notes.updateNote(db, request.principal, toId(candidateId, 'candidateId'), toId(noteId, 'noteId'), request.body)
      return toNote(row)
    },
  )

  app.delete(
    '/Candidates/:candidateId/Notes/:noteId',
    {
      config: { scope: 'notes:write' },
      schema: {
        operationId: 'deleteCandidateNote',
        tags,
        summary: 'Delete a note (author or admin)',
        description: 'Its author or an admin may delete it.',
        params: NoteParams,
        response: { 204: Type.Null({ description: 'Deleted.' }), ...bodyErrorResponses() },
      },
    },
    async (request, reply) => {
      const { candidateId, noteId } = request.params
      await notes.deleteNote(db, request.principal, toId(candidateId, 'candidateId'), toId(noteId, 'noteId'))
      return reply.code(204).send(null)
    },
  )
}

export default noteRoutes
