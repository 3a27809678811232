import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type, type TObject } from 'typebox'
import { requireReports, type Principal } from '../../domain/access/index.js'
import * as reports from '../../domain/reports/index.js'
import type { ReportRange } from '../../domain/reports/index.js'
import { toId } from '../protocol/paging.js'
import { sendReport } from '../protocol/report-answer.js'
import { errorResponses, ref } from '../schemas/common.schema.js'
import {
  columnsOf,
  InterviewerLine,
  PipelineQuery,
  PipelineReport,
  PipelineStage,
  ReportQuery,
  reportResponse,
  SourceLine,
  TimeToHireLine,
} from '../schemas/report.schema.js'

const tags = ['Reports']
const RANGE_NOTE =
  '`From` inclusive, `To` exclusive, both optional ISO date-times (400 naming the one at fault, or `To` when not after `From`). ' +
  'Days are fractional, rounded to two decimals. JSON, or CSV when `Accept` prefers `text/csv`.'

/**
 * The reports (SPEC C11): figures over the applications and their history,
 * read with `candidates:read`; a hiring manager's count only the vacancies of
 * its teams (domain/access/access.ts). Aggregates name no candidate, so they are not
 * audited as reads of a candidate's data. Each route is one report; a
 * further report is one more route here.
 */
const reportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.services.stores.database.db
  // A role that reads no report (an interviewer) is refused before its query is checked, as a missing scope is.
  app.addHook('preValidation', async (request) => requireReports(request.principal))

  app.get(
    '/Reports/Pipeline',
    {
      config: { scope: 'candidates:read' },
      schema: {
        operationId: 'reportPipeline',
        tags,
        summary: "A vacancy's funnel",
        description:
          "Over the vacancy's applications created in the range: per stage, how many reached it, are in it, left the process in it, " +
          'and the median days of a completed stay. A vacancy whose team does not include a hiring manager is missing for it. ' +
          `The CSV has one row per stage, the report's own fields repeated on each. ${RANGE_NOTE}`,
        querystring: PipelineQuery,
        response: { 200: reportResponse(ref(PipelineReport), 'The funnel.'), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const { VacancyId, From, To } = request.query
      const report = await reports.pipelineReport(db, request.principal, toId(VacancyId, 'VacancyId'), { From, To })
      const { Stages, ...own } = report
      return sendReport(request, reply, {
        json: report,
        columns: [...Object.keys(own), ...columnsOf(PipelineStage)],
        rows: Stages.map((stage) => ({ ...own, ...stage })),
        name: `pipeline-${report.VacancyId}`,
      })
    },
  )

  /** A report made of lines, each a row of its CSV: one route, its figures computed by `lines`. */
  const listReport = (
    name: string,
    doc: { operationId: string; summary: string; description: string; line: TObject; items: string },
    lines: (principal: Principal, range: ReportRange) => Promise<readonly object[]>,
  ) =>
    app.get(
      `/Reports/${name}`,
      {
        config: { scope: 'candidates:read' },
        schema: {
          operationId: doc.operationId,
          tags,
          summary: doc.summary,
          description: `${doc.description} ${RANGE_NOTE}`,
          querystring: ReportQuery,
          response: { 200: reportResponse(Type.Array(ref(doc.line)), doc.items), ...errorResponses() },
        },
      },
      async (request, reply) => {
        const found = await lines(request.principal, request.query)
        const download = name.replace(/(?<=[a-z])(?=[A-Z])/g, '-').toLowerCase()
        return sendReport(request, reply, { json: found, columns: columnsOf(doc.line), rows: found, name: download })
      },
    )

  listReport(
    'Sources',
    {
      operationId: 'reportSources',
      summary: 'Applications by source',
      description:
        'Over the applications created in the range, one row per `Source` (null is a group of its own): most applications first, ' +
        'ties by `Source` in code-unit order with null last.',
      line: SourceLine,
      items: 'The sources.',
    },
    (principal, range) => reports.sourcesReport(db, principal, range),
  )

  listReport(
    'TimeToHire',
    {
      operationId: 'reportTimeToHire',
      summary: 'Days from application to hire, per vacancy',
      description:
        'Over the hires made in the range (each change to `hired`, a hire reopened later and a second one included): per vacancy ' +
        'with a hire, in `VacancyId` order, the median and the nearest-rank 90th percentile of the days.',
      line: TimeToHireLine,
      items: 'The vacancies with hires.',
    },
    (principal, range) => reports.timeToHireReport(db, principal, range),
  )

  listReport(
    'Interviewers',
    {
      operationId: 'reportInterviewers',
      summary: "Interviewers' recommendations against the final decisions",
      description:
        'Over the scorecards submitted in the range (their first submission; drafts never count): per member with one, in ' +
        '`MemberId` order, its recommendations, how many of those applications are now hired or rejected (`Decided`) and how ' +
        'many of those it recommended the same way (`Agreed`). Admins and recruiters only: a hiring manager is refused (403 ' +
        '`insufficient_scope`).',
      line: InterviewerLine,
      items: 'The interviewers.',
    },
    (principal, range) => reports.interviewersReport(db, principal, range),
  )
}

export default reportRoutes
