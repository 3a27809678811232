import { AppError } from './app-error.js'

/**
 * Named factories for every error a client can see. Codes are part of the
 * public contract: add new ones, never rename.
 */
export const errors = {
  validation: (field: string, message: string) =>
    new AppError({
      status: 400,
      code: 'validation_failed',
      title: 'Invalid request',
      detail: field ? `${field}: ${message}` : message,
      extensions: { field },
    }),
  invalidToken: () =>
    new AppError({
      status: 403,
      code: 'invalid_token',
      title: 'Invalid token',
      detail: 'The Authorization header does not hold a valid, unexpired token.',
    }),
  /**
   * The MCP endpoint (SPEC C7) answers a missing or invalid token 401 with a
   * Bearer challenge, as MCP clients expect, where the API answers 403
   * (B4). RFC 6750: the challenge names an error only when a token was sent.
   */
  mcpUnauthorized: (tokenSent: boolean) =>
    new AppError({
      status: 401,
      code: 'invalid_token',
      title: 'Invalid token',
      detail: tokenSent
        ? 'The Authorization header does not hold a valid, unexpired token.'
        : 'The MCP endpoint needs a token in the Authorization header (Bearer).',
      headers: { 'www-authenticate': tokenSent ? 'Bearer realm="ats", error="invalid_token"' : 'Bearer realm="ats"' },
    }),
  /** The MCP endpoint keeps no session: no stream of its own to open (GET), none to end (DELETE), as the MCP transport allows. */
  mcpMethodNotAllowed: () =>
    new AppError({
      status: 405,
      code: 'method_not_allowed',
      title: 'Method not allowed',
      detail: 'The MCP endpoint is stateless: it answers POST only.',
      headers: { allow: 'POST' },
    }),
  /** SPEC C7: `/mcp` serves no page of another site, as the MCP transport requires against DNS rebinding. */
  originRefused: () =>
    new AppError({
      status: 403,
      code: 'origin_refused',
      title: 'Origin refused',
      detail: "The Origin header names a site other than this service's own: the MCP endpoint serves no page of another site.",
    }),
  insufficientScope: (needed: string) =>
    new AppError({
      status: 403,
      code: 'insufficient_scope',
      title: 'Insufficient scope',
      detail: `This operation needs the ${needed} scope, which the token or its member's role does not grant.`,
    }),
  /** A hiring manager names a vacancy whose hiring team it is not on. */
  notOnTeam: () =>
    new AppError({
      status: 403,
      code: 'insufficient_scope',
      title: 'Insufficient scope',
      detail: 'A hiring manager creates applications only to vacancies whose hiring team it sits on.',
    }),
  /** SPEC C18: a member's notifications are its own, whoever else asks (an admin too). */
  notificationsOfAnother: () =>
    new AppError({
      status: 403,
      code: 'insufficient_scope',
      title: 'Insufficient scope',
      detail: 'A member reads and marks only its own notifications.',
    }),
  forbidden: (code: string, detail: string) => new AppError({ status: 403, code, title: 'Forbidden', detail }),
  candidateNotFound: (id: number, status: 400 | 404 = 404) => notFound('candidate', `No candidate has the id ${id}.`, status),
  noteNotFound: (id: number) => notFound('note', `The candidate has no note with the id ${id} that you may see.`, 400),
  flagNotFound: (id: number) => notFound('flag', `The candidate has no quality flag with the id ${id}.`, 400, 'Quality flag not found'),
  /** `field`: the body field that named it (a 400); without one, the path named it (a 404). */
  vacancyNotFound: (id: number, field?: string) => notFound('vacancy', `No vacancy has the id ${id}.`, field),
  memberNotFound: (id: number, field?: string) => notFound('member', `No member has the id ${id}.`, field),
  stageNotFound: (id: number, field?: string) => notFound('stage', `The vacancy has no stage with the id ${id}.`, field),
  applicationNotFound: (id: number) => notFound('application', `No application you may see has the id ${id}.`),
  interviewNotFound: (id: number) => notFound('interview', `No interview you may see has the id ${id}.`),
  /** SPEC C9: an interviewer must be on the vacancy's hiring team, or a recruiter or admin. */
  interviewerNotAllowed: (id: number) =>
    new AppError({
      status: 400,
      code: 'interviewer_not_allowed',
      title: 'Interviewer not allowed',
      detail: `InterviewerIds: member ${id} is neither on the vacancy's hiring team nor a recruiter or admin.`,
      extensions: { field: 'InterviewerIds' },
    }),
  interviewCancelled: () =>
    new AppError({ status: 409, code: 'interview_cancelled', title: 'Conflict', detail: 'The interview is cancelled.' }),
  /** A set-password link (SPEC C18) whose secret names none: mistyped, or cut short by the mail client. */
  linkNotFound: () =>
    new AppError({
      status: 404,
      code: 'link_not_found',
      title: 'Link not found',
      detail: 'This link is not one the service sent. Copy the whole link from the email, or ask for a new one.',
    }),
  /** A set-password link that works no more: each reason its own code, told only to whoever holds the link. */
  linkEnded: (reason: 'used' | 'expired' | 'replaced') =>
    new AppError({
      status: 410,
      code: `link_${reason}`,
      title: 'Link no longer works',
      detail: {
        used: 'This link was used already: a link sets a password once. Sign in, or ask for a new link.',
        expired: 'This link has expired: links work for 7 days. Ask for a new one.',
        replaced: 'A newer link was sent since this one: use the newest email.',
      }[reason],
    }),
  tokenNotFound: (id: number) => notFound('token', `No token has the id ${id}.`),
  /** The same words whatever the id named (a vacancy not published, not open, or nothing): the public learns nothing. */
  jobNotFound: () => notFound('job', 'No job has this id.'),
  templateNotFound: () => notFound('template', 'No email template has this name.'),
  /** An application the caller may see, made by a member: it has no submission (SPEC C8). */
  submissionNotFound: (applicationId: number) =>
    notFound('submission', `The application ${applicationId} was not made on the careers site.`),
  candidateHasNoEmail: (id: number) =>
    new AppError({
      status: 409,
      code: 'candidate_has_no_email',
      title: 'Conflict',
      detail: `The candidate ${id} has no email address to write to.`,
    }),
  webhookNotFound: (id: number) => notFound('webhook', `No webhook subscription has the id ${id}.`),
  /** A receiver's URL that SPEC C6 refuses; `reason` never names the addresses its host resolved to. */
  webhookUrlRefused: (reason: string) =>
    new AppError({
      status: 400,
      code: 'webhook_url_refused',
      title: 'Webhook URL refused',
      detail: `Url: ${reason}.`,
      extensions: { field: 'Url' },
    }),
  documentNotFound: () =>
    new AppError({
      status: 404,
      code: 'document_not_found',
      title: 'Document not found',
      detail: 'No document has this id.',
    }),
  documentForbidden: () =>
    new AppError({
      status: 403,
      code: 'document_forbidden',
      title: 'Forbidden',
      detail: 'The document belongs to a candidate you may not read.',
    }),
  /** The same answer for an unknown email, a wrong password and a member with no password. */
  invalidCredentials: () =>
    new AppError({
      status: 403,
      code: 'invalid_credentials',
      title: 'Invalid credentials',
      detail: 'The email or the password is not right.',
    }),
  rateLimited: (retryAfterSeconds: number, detail: string) =>
    new AppError({
      status: 429,
      code: 'rate_limited',
      title: 'Too many requests',
      detail,
      headers: { 'retry-after': String(retryAfterSeconds) },
    }),
  csrfRejected: (detail: string) => new AppError({ status: 403, code: 'csrf_rejected', title: 'Forbidden', detail }),
  conflict: (code: string, detail: string) => new AppError({ status: 409, code, title: 'Conflict', detail }),
  textNotReady: () =>
    new AppError({
      status: 409,
      code: 'text_not_ready',
      title: 'Text not ready',
      detail: "The document's text is still being read; ask again in a few seconds.",
    }),
  textUnavailable: () =>
    new AppError({
      status: 422,
      code: 'text_unavailable',
      title: 'Text unavailable',
      detail: 'No text could be read from this document (it may be encrypted, damaged, or too large to read).',
    }),
  routeNotFound: (method: string, url: string) =>
    new AppError({
      status: 404,
      code: 'route_not_found',
      title: 'Not found',
      detail: `No operation answers ${method} ${url}.`,
    }),
  unsupportedMediaType: (type: string, accepted = 'application/json') =>
    new AppError({
      status: 415,
      code: 'unsupported_media_type',
      title: 'Unsupported media type',
      detail: `The request body type ${JSON.stringify(type)} is not accepted here; send ${accepted}.`,
    }),
  /** `reason` says what was found, when the bytes are of a known kind refused all the same. */
  unsupportedDocumentType: (reason?: string) =>
    new AppError({
      status: 415,
      code: 'unsupported_document_type',
      title: 'Unsupported document type',
      detail: `${reason ? `${reason} ` : ''}Only PDF, DOC and DOCX documents are accepted; the type is read from the file content.`,
    }),
  payloadTooLarge: (limit?: number) =>
    new AppError({
      status: 413,
      code: 'payload_too_large',
      title: 'Payload too large',
      detail: limit ? `The request body is larger than the limit of ${limit} bytes.` : 'The request body is larger than the limit.',
    }),
  malformedJson: () =>
    new AppError({
      status: 400,
      code: 'malformed_json',
      title: 'Malformed JSON',
      detail: 'The request body is not valid JSON.',
    }),
  rangeNotSatisfiable: () =>
    new AppError({
      status: 416,
      code: 'range_not_satisfiable',
      title: 'Range not satisfiable',
      detail: 'The requested byte range lies outside the document.',
    }),
  unavailable: (part: string, cause?: unknown) =>
    new AppError({
      status: 503,
      code: 'service_unavailable',
      title: 'Service unavailable',
      detail: `The ${part} cannot be reached.`,
      cause,
    }),
  shuttingDown: () =>
    new AppError({
      status: 503,
      code: 'service_unavailable',
      title: 'Service unavailable',
      detail: 'The service is shutting down; send the request again (to another instance).',
    }),
  /**
   * A refusal raised below our own code (the HTTP parser, the framework, a
   * plugin such as the static files of /docs) with a 4xx status and no code
   * of ours: it stays the client's error, with a code named after its status.
   */
  clientError: (status: number) => {
    const [code, title] = CLIENT_ERRORS[status] ?? ['client_error', 'Client error']
    return new AppError({ status, code, title, detail: `The request was refused (${title.toLowerCase()}).` })
  },
  malformedRequest: () =>
    new AppError({
      status: 400,
      code: 'malformed_request',
      title: 'Malformed request',
      detail: 'The request is not a well-formed HTTP/1.1 message.',
    }),
  /** The client closed its connection before its request was complete: nobody is left to answer. */
  requestAborted: () =>
    new AppError({
      status: 400,
      code: 'request_aborted',
      title: 'Request aborted',
      detail: 'The connection closed before the whole request arrived.',
    }),
  internal: (cause: unknown) =>
    new AppError({
      status: 500,
      code: 'internal_error',
      title: 'Internal server error',
      detail: 'Something failed on our side. Quote the request id when reporting it.',
      cause,
    }),
}

/**
 * `<thing>_not_found`: a 404 when the path named the thing, a 400 naming the
 * field when the body did (or when Part A fixes 400, for notes and flags).
 */
function notFound(thing: string, detail: string, at: string | 400 | 404 = 404, title?: string): AppError {
  const status = typeof at === 'number' ? at : 400
  return new AppError({
    status,
    code: `${thing}_not_found`,
    title: title ?? `${thing.charAt(0).toUpperCase()}${thing.slice(1)} not found`,
    detail,
    extensions: typeof at === 'string' ? { field: at } : {},
  })
}

/**
 * Codes for the 4xx statuses that can reach a client without an error of
 * ours (see clientError), fixed here rather than read from Node's reason
 * phrases, which may be renamed (413 became "Content Too Large" in RFC 9110).
 * Where our own catalogue has a code for the status, it is the same code.
 */
const CLIENT_ERRORS: Record<number, readonly [code: string, title: string]> = {
  400: ['bad_request', 'Bad request'],
  403: ['forbidden', 'Forbidden'],
  404: ['not_found', 'Not found'],
  405: ['method_not_allowed', 'Method not allowed'],
  406: ['not_acceptable', 'Not acceptable'],
  408: ['request_timeout', 'Request timeout'],
  409: ['conflict', 'Conflict'],
  411: ['length_required', 'Length required'],
  412: ['precondition_failed', 'Precondition failed'],
  413: ['payload_too_large', 'Payload too large'],
  414: ['uri_too_long', 'URI too long'],
  415: ['unsupported_media_type', 'Unsupported media type'],
  416: ['range_not_satisfiable', 'Range not satisfiable'],
  417: ['expectation_failed', 'Expectation failed'],
  422: ['unprocessable_content', 'Unprocessable content'],
  426: ['upgrade_required', 'Upgrade required'],
  428: ['precondition_required', 'Precondition required'],
  429: ['rate_limited', 'Too many requests'],
  431: ['headers_too_large', 'Request headers too large'],
}
