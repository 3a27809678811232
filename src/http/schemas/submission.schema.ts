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

/** What one sending of the careers form holds, in the latest sending and in the list of them alike. */
const SENT = {
  ApplicationId: Type.Integer(),
  SubmittedDate: DateTime,
  DocumentId: Nullable(Type.String({ description: 'The CV sent with it; null once that document was deleted.' })),
  CoverLetter: Nullable(Type.String({ description: 'Null when none was given.' })),
  Consents: Type.Array(ConsentRef, { description: 'The consents given with it.' }),
  FirstName: Nullable(Type.String({ description: 'The first name as the applicant typed it; null for a sending kept before it was.' })),
  LastName: Nullable(Type.String({ description: 'The last name as typed; null likewise.' })),
  Phone: Nullable(Type.String({ description: 'The phone as typed; null when none was given, or likewise.' })),
}

export const Submission = Type.Object(SENT, {
  $id: 'Submission',
  description: 'The latest sending of the careers form for an application.',
})
export const SubmissionRef = ref(Submission)

export const SubmissionEntry = Type.Object(
  {
    Id: Type.Integer(),
    ...SENT,
    KnownCandidate: Nullable(
      Type.Boolean({
        description:
          'True when the email matched a candidate already held, whose record the sending left as it was; ' +
          'false when the sending made the candidate; null for a sending kept before it was recorded.',
      }),
    ),
    AppliedAgain: Nullable(
      Type.Boolean({
        description:
          'True when the application existed already (made by an earlier sending or by a member), so no second one was made; ' +
          'false when this sending made it; null likewise.',
      }),
    ),
  },
  { $id: 'SubmissionEntry', description: "One sending of the careers form among an application's, with what a recruiter is shown of it." },
)
export const SubmissionEntryRef = ref(SubmissionEntry)
