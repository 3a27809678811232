import { Type } from 'typebox'
import { DateTime, ref } from './common.schema.js'

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
 * The id of a job, as sent: any text. An id that is not a positive integer
 * names no job, and answers exactly as a missing one (404 `job_not_found`),
 * so that the public paths have one answer for everything that is not a job.
 */
export const JobParams = Type.Object({ id: Type.String({ description: "The vacancy's id." }) })
