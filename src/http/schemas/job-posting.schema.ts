import { Type } from 'typebox'
import { DateTime, IdString, ref } from './common.schema.js'

/**
 * A job posting as the public sees it (SPEC C8; `Job` in the API, not to be
 * confused with the background jobs of jobs/): a vacancy that is `open` and
 * `Published`, reduced to these five fields. The serializer writes only the
 * fields named here, so nothing else of a vacancy can reach the public even
 * if a row carried more.
 */
export const Job = Type.Object(
  {
    Id: Type.Integer({ description: "The vacancy's id." }),
    Title: Type.String(),
    Location: Type.String({ description: "Where the job is; '' when not said." }),
    Description: Type.String({ description: 'Markdown; raw HTML in it is text, never markup.' }),
    PublishedDate: { ...DateTime, description: 'When the vacancy was last published.' },
  },
  { $id: 'Job', description: 'An open, published vacancy, as anyone may read it without a token.', additionalProperties: false },
)
export const JobRef = ref(Job)

/**
 * The id of a job: a positive decimal integer as every path id (SPEC B1),
 * else 400. A well-formed id that names no open, published vacancy answers
 * exactly as a missing one (404 `job_not_found`), so the public learns
 * nothing of vacancies it may not see.
 */
export const JobParams = Type.Object({ id: { ...IdString, description: "The vacancy's id, a positive decimal integer." } })

const text = (description: string) => ({ type: 'string', description })

/**
 * The application form (SPEC C8) as a multipart body: documentation only,
 * since the body is a stream read part by part (http/site/careers/job-application-form.ts).
 */
export const JobApplicationBody = {
  content: {
    'multipart/form-data': {
      schema: Type.Unsafe({
        type: 'object',
        properties: {
          FirstName: text('1..100 characters.'),
          LastName: text('1..100 characters.'),
          Email: text(
            'An email address. A candidate whose email is this one, ignoring case, is used as it is: none of its fields changes, ' +
              'and the CV becomes its `Document` only when it has none (the names, phone and CV sent are kept with the submission).',
          ),
          Phone: text('Optional, 0..50 characters: digits, spaces and + ( ) . / -.'),
          CoverLetter: text('Optional, 0..10000 characters.'),
          Consent: {
            type: 'string',
            enum: ['true'],
            description: 'Must be `true`: the applicant agrees to the processing of its data for this application.',
          },
          RetentionConsent: text('Optional `true`: the application may be kept for later openings.'),
          Source: text('Optional, 0..100 characters, one line: where the applicant came from; `careers` when none is given.'),
          TimeZone: text(
            "Optional: the applicant's time zone, an IANA name such as `Europe/Paris` (the careers form sends the browser's). " +
              'It is set on a candidate the application makes, never on one already held; a name the service does not know is ignored ' +
              "(the service's `ATS_TIME_ZONE` then applies), never a fault.",
          ),
          Website: text(
            'Leave empty: a field people never see (a form hides it). When it is not empty the answer is the same 201, and nothing is kept.',
          ),
          Document: {
            type: 'string',
            format: 'binary',
            description: 'The CV: PDF, DOC or DOCX, read from the content, as large as a document may be.',
          },
        },
        required: ['FirstName', 'LastName', 'Email', 'Consent', 'Document'],
      }),
    },
  },
}

export const JobApplicationReceipt = Type.Object(
  {
    Reference: Type.String({
      minLength: 22,
      pattern: '^[A-Za-z0-9_-]+$',
      description: 'An opaque reference of the application, to quote in a question about it; it is no id.',
    }),
  },
  {
    $id: 'JobApplicationReceipt',
    description: 'The answer to an application: the same whether the email was known or not.',
    additionalProperties: false,
  },
)
export const JobApplicationReceiptRef = ref(JobApplicationReceipt)
