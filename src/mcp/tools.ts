import { Type, type Static, type TObject } from 'typebox'

/** One call of the HTTP API, as a tool makes it. */
interface ApiRequest {
  readonly method: 'GET' | 'POST'
  /** Path and query, e.g. `/v1/Candidates/7/Notes?limit=20`. */
  readonly url: string
  readonly body?: Record<string, unknown>
}

/** What the API answered. */
export interface ApiAnswer {
  readonly status: number
  readonly contentType: string
  readonly body: string
  /** The `Link` header, when the answer has one (a next page). */
  readonly link?: string
}

/** The API, called with the credentials of whoever uses the tools. */
export type CallApi = (request: ApiRequest) => Promise<ApiAnswer>

/**
 * A tool of the MCP server: its arguments are named after the API's fields,
 * and a call is exactly one call of the API operation it stands for, so the
 * operation's scopes, access rules and audit apply unchanged.
 */
export interface ToolSpec<S extends TObject = TObject> {
  readonly name: string
  readonly title: string
  readonly description: string
  readonly input: S
  /** Reads only: a client may call it without asking the user. */
  readonly readOnly: boolean
  readonly request: (args: Static<S>) => ApiRequest
  /** The argument that asks for the next page, and the query parameter of the `Link` URL that holds its value. */
  readonly paging?: { readonly argument: 'After' | 'Cursor'; readonly query: 'after' | 'cursor' }
}

const Id = (description: string) => Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER, description })
const CandidateId = Id("The candidate's `Id` (as `search_candidates` gives it in `CandidateId`).")
const Limit = (max: number, byDefault: number) =>
  Type.Optional(Type.Integer({ minimum: 1, maximum: max, description: `How many at most (1..${max}, default ${byDefault}).` }))
const After = Type.Optional(Id('Only those whose `Id` is greater: the `After` a previous page gave under `Next`.'))

const CandidateList = Type.Object({ CandidateId, Limit: Limit(1000, 100), After }, { additionalProperties: false })

/** `?limit=..&after=..` of a list's arguments. */
function pageQuery(args: { Limit?: number | undefined; After?: number | undefined }): string {
  const q = new URLSearchParams()
  if (args.Limit !== undefined) q.set('limit', String(args.Limit))
  if (args.After !== undefined) q.set('after', String(args.After))
  const s = q.toString()
  return s ? `?${s}` : ''
}

function tool<S extends TObject>(spec: ToolSpec<S>): ToolSpec {
  return spec
}

/** The tools of SPEC C7, each the API operation named in its description. */
export const TOOLS: readonly ToolSpec[] = [
  tool({
    name: 'search_candidates',
    title: 'Search candidates',
    description:
      "Finds candidates by their name, email, their documents' text and the notes the caller may read (GET /v1/Search). Every word must match; best first, each with where it matched (`Matches`: `Field`, a `Snippet`). Use `get_candidate` with a result's `CandidateId` for the record.",
    input: Type.Object(
      {
        Query: Type.String({
          minLength: 1,
          maxLength: 1000,
          description: 'Words that must all match; `"a phrase"` within one field; `word*` a prefix. Case and accents are ignored.',
        }),
        Limit: Limit(100, 20),
        Cursor: Type.Optional(
          Type.String({
            maxLength: 100,
            description: 'The next page: the `Cursor` a previous answer gave under `Next`, with the same `Query`.',
          }),
        ),
      },
      { additionalProperties: false },
    ),
    readOnly: true,
    request: (args) => {
      const q = new URLSearchParams({ q: args.Query })
      if (args.Limit !== undefined) q.set('limit', String(args.Limit))
      if (args.Cursor !== undefined) q.set('cursor', args.Cursor)
      return { method: 'GET', url: `/v1/Search?${q.toString()}` }
    },
    paging: { argument: 'Cursor', query: 'cursor' },
  }),
  tool({
    name: 'get_candidate',
    title: 'Read a candidate',
    description:
      'The candidate record (GET /v1/Candidates/{id}): `FirstName`, `LastName`, `Email`, `Phone`, and `Document`, the id of the latest CV for `get_document_text` (null when there is none).',
    input: Type.Object({ CandidateId }, { additionalProperties: false }),
    readOnly: true,
    request: (args) => ({ method: 'GET', url: `/v1/Candidates/${args.CandidateId}` }),
  }),
  tool({
    name: 'list_notes',
    title: "List a candidate's notes",
    description:
      'The notes on a candidate the caller may read, oldest first (GET /v1/Candidates/{id}/Notes): a private note only to its author, and to a hiring manager only those sent to the hiring team.',
    input: CandidateList,
    readOnly: true,
    request: (args) => ({ method: 'GET', url: `/v1/Candidates/${args.CandidateId}/Notes${pageQuery(args)}` }),
    paging: { argument: 'After', query: 'after' },
  }),
  tool({
    name: 'list_quality_flags',
    title: "List a candidate's quality flags",
    description:
      "A candidate's quality flags, oldest first (GET /v1/Candidates/{id}/QualityFlags): `FlagType` 1 is Favorite, 2 Undesirable, with the `Note` that explains it.",
    input: CandidateList,
    readOnly: true,
    request: (args) => ({ method: 'GET', url: `/v1/Candidates/${args.CandidateId}/QualityFlags${pageQuery(args)}` }),
    paging: { argument: 'After', query: 'after' },
  }),
  tool({
    name: 'list_applications',
    title: "List a candidate's applications",
    description:
      "A candidate's applications to vacancies, oldest first (GET /v1/Candidates/{id}/Applications): each with its `VacancyId`, `StageId` and `Status`. A hiring manager sees only those to vacancies whose hiring team it sits on. An application's `Id` is what `move_application` takes.",
    input: CandidateList,
    readOnly: true,
    request: (args) => ({ method: 'GET', url: `/v1/Candidates/${args.CandidateId}/Applications${pageQuery(args)}` }),
    paging: { argument: 'After', query: 'after' },
  }),
  tool({
    name: 'get_document_text',
    title: "Read a document's text",
    description:
      "The text of a candidate's document (a CV), as read from its PDF, DOCX or DOC for search (GET /v1/document/{id}/Text). The id is the candidate's `Document` field. `text_not_ready` while the text is still being read (retry in a few seconds), `text_unavailable` when none could be read.",
    input: Type.Object(
      {
        DocumentId: Type.String({
          minLength: 1,
          maxLength: 128,
          pattern: '^[A-Za-z0-9_-]+$',
          description: "The document's id: the candidate's `Document` field.",
        }),
      },
      { additionalProperties: false },
    ),
    readOnly: true,
    request: (args) => ({ method: 'GET', url: `/v1/document/${encodeURIComponent(args.DocumentId)}/Text` }),
  }),
  tool({
    name: 'add_note',
    title: 'Write a note on a candidate',
    description:
      'Writes a note on a candidate as the caller (POST /v1/Candidates/{id}/Notes) and answers it. `Private` keeps it to its author; `SendToHiringTeam` shows it to hiring managers.',
    input: Type.Object(
      {
        CandidateId,
        Note: Type.String({ minLength: 1, description: 'The text of the note.' }),
        Private: Type.Optional(Type.Boolean({ description: 'Only its author sees it (default false).' })),
        SendToHiringTeam: Type.Optional(Type.Boolean({ description: 'Hiring managers see it too (default false).' })),
        VacancyId: Type.Optional(Id('The vacancy the note is about, if any.')),
      },
      { additionalProperties: false },
    ),
    readOnly: false,
    request: ({ CandidateId: id, ...body }) => ({ method: 'POST', url: `/v1/Candidates/${id}/Notes`, body }),
  }),
  tool({
    name: 'move_application',
    title: 'Move an application to another stage',
    description:
      'Moves an application to another stage of its vacancy (POST /v1/Applications/{id}/Move) and answers the application as it is then. With `ExpectedStageId`, only if it is still in that stage (else `stage_conflict`, and nothing changes).',
    input: Type.Object(
      {
        ApplicationId: Id("The application's `Id` (from `list_applications`)."),
        StageId: Id("The stage to move it to, one of its vacancy's."),
        ExpectedStageId: Type.Optional(Id('Move only if the application is still in this stage.')),
      },
      { additionalProperties: false },
    ),
    readOnly: false,
    request: ({ ApplicationId, ...body }) => ({ method: 'POST', url: `/v1/Applications/${ApplicationId}/Move`, body }),
  }),
]
