/** Vacancies, their stages and teams, applications with their history, what a careers applicant sent, interviews and scorecards. Key order is the order on the wire, fixed by the contract. */
import type {
  ApplicationHistoryRow,
  ApplicationRow,
  ConsentRow,
  InterviewRow,
  StageRow,
  SubmissionRow,
  VacancyRow,
} from '../../store/tables.js'
import type { JobPostingRow } from '../../store/repositories/vacancy.repository.js'
import type { BoardCardRow } from '../../store/repositories/board.repository.js'
import type { Recommendation } from '../vocabulary.js'
import type { Role } from '../../shared/roles.js'
import type { ScorecardView } from '../../store/repositories/scorecard.repository.js'
import type { TeamMemberRow } from '../../store/repositories/hiring-team.repository.js'
import type { ApplicationStatus, InterviewStatus, RatingValue, ScorecardStatus, VacancyStatus } from '../vocabulary.js'

export const toVacancy = (r: VacancyRow) => ({
  Id: r.id,
  Title: r.title,
  Status: r.status as VacancyStatus,
  CreatedDate: r.created_date,
  UpdatedDate: r.updated_date,
  Location: r.location,
  Description: r.description,
  Published: r.published === 1,
})

export const toStage = (r: StageRow) => ({ Id: r.id, Name: r.name, Position: r.position })

export const toTeamMember = (r: TeamMemberRow) => ({ MemberId: r.member_id, Name: r.name, Role: r.role as Role })

export const toApplication = (r: ApplicationRow) => ({
  Id: r.id,
  CandidateId: r.candidate_id,
  VacancyId: r.vacancy_id,
  StageId: r.stage_id,
  // Stored as text; only the four statuses are ever written (domain/pipeline/applications.ts).
  Status: r.status as ApplicationStatus,
  RejectionReason: r.rejection_reason,
  CreatedById: r.created_by_id,
  CreatedDate: r.created_date,
  UpdatedDate: r.updated_date,
  Source: r.source,
})

/**
 * A card of the board: the application, then what the card shows of its
 * interviews and scorecards (SPEC C4's board, C9's rules of who reads what).
 */
export const toBoardCard = (r: BoardCardRow) => ({
  ...toApplication(r),
  NextInterview:
    r.next_interview_id === null
      ? null
      : {
          Id: r.next_interview_id,
          StartDate: r.next_start_date ?? '',
          EndDate: r.next_end_date ?? '',
          Location: r.next_location ?? '',
          InterviewerIds: r.next_interviewers ? r.next_interviewers.split(',').map(Number) : [],
        },
  // A count is a bigint on PostgreSQL, which its driver answers as text.
  ScorecardsExpected: Number(r.scorecards_expected),
  ScorecardsSubmitted: Number(r.scorecards_submitted),
})

export const toHistoryEntry = (r: ApplicationHistoryRow) => ({
  Id: r.id,
  FromStageId: r.from_stage_id,
  ToStageId: r.to_stage_id,
  FromStatus: r.from_status as ApplicationStatus | null,
  ToStatus: r.to_status as ApplicationStatus,
  Reason: r.reason,
  ChangedById: r.changed_by_id,
  ChangedDate: r.changed_date,
})

/** A job posting (SPEC C8): these five fields, and nothing else of the vacancy. */
export const toJob = (r: JobPostingRow) => ({
  Id: r.id,
  Title: r.title,
  Location: r.location,
  Description: r.description,
  PublishedDate: r.published_date,
})

export const toSubmission = (r: SubmissionRow, consents: readonly ConsentRow[]) => ({
  ApplicationId: r.application_id,
  SubmittedDate: r.submitted_date,
  DocumentId: r.document_id,
  CoverLetter: r.cover_letter,
  Consents: consents.map(toConsent),
  FirstName: r.first_name,
  LastName: r.last_name,
  Phone: r.phone,
})

/** A flag kept as 1 or 0, or null where it was not recorded. */
const flag = (v: number | null) => (v === null ? null : v === 1)

/** One sending of the careers form among an application's (SPEC C8 as amended): what a recruiter is shown of it. */
export const toSubmissionEntry = (r: SubmissionRow, consents: readonly ConsentRow[]) => ({
  Id: r.id,
  ...toSubmission(r, consents),
  KnownCandidate: flag(r.known_candidate),
  AppliedAgain: flag(r.existing_application),
})

export const toConsent = (r: ConsentRow) => ({
  Id: r.id,
  Purpose: r.purpose,
  Text: r.text,
  GivenDate: r.given_date,
  VacancyId: r.vacancy_id,
})

/** An interview (SPEC C9); its interviewers in ascending member id order. */
export const toInterview = (r: InterviewRow & { interviewer_ids: readonly number[] }) => ({
  Id: r.id,
  ApplicationId: r.application_id,
  StageId: r.stage_id,
  StartDate: r.start_date,
  EndDate: r.end_date,
  Location: r.location,
  InterviewerIds: [...r.interviewer_ids],
  Status: r.status as InterviewStatus,
  CreatedById: r.created_by_id,
  CreatedDate: r.created_date,
  UpdatedDate: r.updated_date,
})

/** An interview on a member's day (SPEC C18): with where that member's own scorecard for it stands. */
export const toMemberInterview = (r: InterviewRow & { interviewer_ids: readonly number[]; scorecard_status: string | null }) => ({
  ...toInterview(r),
  ScorecardStatus: (r.scorecard_status ?? 'none') as 'none' | ScorecardStatus,
})

/** A scorecard (SPEC C9), its ratings in the order they were given. */
export const toScorecard = (r: ScorecardView) => ({
  Id: r.id,
  InterviewId: r.interview_id,
  ApplicationId: r.application_id,
  InterviewerId: r.interviewer_id,
  Ratings: r.ratings.map((x) => ({ Attribute: x.attribute, Rating: x.rating as RatingValue })),
  Recommendation: r.recommendation as Recommendation | null,
  Notes: r.notes,
  Status: r.status as ScorecardStatus,
  SubmittedDate: r.submitted_date,
  UpdatedDate: r.updated_date,
})
