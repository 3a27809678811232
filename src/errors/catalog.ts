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
  insufficientScope: (needed: string) =>
    new AppError({
      status: 403,
      code: 'insufficient_scope',
      title: 'Insufficient scope',
      detail: `This operation needs the ${needed} scope, which the token or its member's role does not grant.`,
    }),
  forbidden: (code: string, detail: string) =>
    new AppError({ status: 403, code, title: 'Forbidden', detail }),
  candidateNotFound: (id: number, status: 400 | 404 = 404) =>
    new AppError({
      status,
      code: 'candidate_not_found',
      title: 'Candidate not found',
      detail: `No candidate has the id ${id}.`,
    }),
  noteNotFound: (id: number) =>
    new AppError({
      status: 400,
      code: 'note_not_found',
      title: 'Note not found',
      detail: `The candidate has no note with the id ${id} that you may see.`,
    }),
  flagNotFound: (id: number) =>
    new AppError({
      status: 400,
      code: 'flag_not_found',
      title: 'Quality flag not found',
      detail: `The candidate has no quality flag with the id ${id}.`,
    }),
  vacancyNotFound: (id: number, status: 400 | 404 = 404) =>
    new AppError({
      status,
      code: 'vacancy_not_found',
      title: 'Vacancy not found',
      detail: `No vacancy has the id ${id}.`,
      extensions: status === 400 ? { field: 'VacancyId' } : {},
    }),
  memberNotFound: (id: number) =>
    new AppError({
      status: 404,
      code: 'member_not_found',
      title: 'Member not found',
      detail: `No member has the id ${id}.`,
    }),
  tokenNotFound: (id: number) =>
    new AppError({
      status: 404,
      code: 'token_not_found',
      title: 'Token not found',
      detail: `No token has the id ${id}.`,
    }),
  documentNotFound: () =>
    new AppError({
      status: 404,
      code: 'document_not_found',
      title: 'Document not found',
      detail: 'No document has this id.',
    }),
  conflict: (code: string, detail: string) =>
    new AppError({ status: 409, code, title: 'Conflict', detail }),
  routeNotFound: (method: string, url: string) =>
    new AppError({
      status: 404,
      code: 'route_not_found',
      title: 'Not found',
      detail: `No operation answers ${method} ${url}.`,
    }),
  methodNotAllowed: (method: string) =>
    new AppError({
      status: 405,
      code: 'method_not_allowed',
      title: 'Method not allowed',
      detail: `${method} is not allowed on this path.`,
    }),
  unsupportedMediaType: (type: string) =>
    new AppError({
      status: 415,
      code: 'unsupported_media_type',
      title: 'Unsupported media type',
      detail: `The request body type ${JSON.stringify(type)} is not accepted here; send application/json.`,
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
  unavailable: (part: string) =>
    new AppError({
      status: 503,
      code: 'service_unavailable',
      title: 'Service unavailable',
      detail: `The ${part} cannot be reached.`,
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
