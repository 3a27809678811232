import { Type } from 'typebox'
import { DateTime, Nullable, ref } from './common.schema.js'

export const Consent = Type.Object(
  {
    Id: Type.Integer(),
    Purpose: Type.Union([Type.Literal('processing'), Type.Literal('retention')], {
      description: '`processing`: of the application; `retention`: kept for later openings.',
    }),
    Text: Type.String({ description: 'The exact sentence the applicant agreed to.' }),
    GivenDate: DateTime,
    VacancyId: Type.Integer({ description: 'The job applied to when it was given.' }),
  },
  { $id: 'Consent', description: 'A consent an applicant gave on the careers site (SPEC C8).' },
)
export const ConsentRef = ref(Consent)

export const Submission = Type.Object(
  {
    ApplicationId: Type.Integer(),
    SubmittedDate: DateTime,
    DocumentId: Nullable(Type.String({ description: 'The CV sent with it; null once that document was deleted.' })),
    CoverLetter: Nullable(Type.String({ description: 'Null when none was given.' })),
    Consents: Type.Array(ConsentRef, { description: 'The consents given with it.' }),
  },
  { $id: 'Submission', description: 'The latest sending of the careers form for an application.' },
)
export const SubmissionRef = ref(Submission)
