import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely'

/**
 * Row types, one per table. Times are ISO 8601 UTC strings with milliseconds
 * written by the application (identical on SQLite and PostgreSQL, and sortable
 * as text); booleans are 0/1 integers for the same reason.
 */
export interface MemberTable {
  id: Generated<number>
  name: string
  email: string
  role: string
  created_date: string
  /** scrypt hash (domain/access/passwords.ts); null until a password is set: no sign-in. */
  password_hash: ColumnType<string | null, string | null | undefined, string | null>
  /** Set when the member was removed: no token, session or sign-in works; what it wrote keeps its id. */
  removed_date: ColumnType<string | null, string | null | undefined, string | null>
  /** An IANA time zone name, or null: the service's (ATS_TIME_ZONE). The times of its emails are written in it. */
  time_zone: ColumnType<string | null, string | null | undefined, string | null>
  /** 0 or 1: whether its notifications are emailed too (SPEC C18). */
  notification_emails: ColumnType<number, number | undefined, number>
}

/** A set-password link of an invitation or a reset (SPEC C18): single use, 7 days, the secret kept only as a hash. */
export interface MemberLinkTable {
  id: Generated<number>
  member_id: number
  purpose: 'invitation' | 'reset'
  /** SHA-256 of the link's secret, hex. */
  hash: string
  created_date: string
  expires_date: string
  /** When it was followed or replaced by a newer link; null while it still works. */
  used_date: string | null
}

/** Something that needs a member (SPEC C18), about a candidate, an application or an interview. */
export interface NotificationTable {
  id: Generated<number>
  member_id: number
  type: string
  candidate_id: number | null
  application_id: number | null
  interview_id: number | null
  created_date: string
  read_date: string | null
  /** Which occasion a notification raised by a clock is for (`scorecard_due:<interview>:<day>`), unique per member; null for the others. */
  once_key: ColumnType<string | null, string | null | undefined, string | null>
}

export interface SessionTable {
  id: Generated<number>
  member_id: number
  /** SHA-256 of the cookie's secret, hex. */
  hash: string
  /** Sent back in X-CSRF-Token with every write through the session. */
  csrf_token: string
  created_date: string
  last_seen_date: string
}

interface SignInFailureTable {
  id: Generated<number>
  /** `account:<email>` or `address:<ip>`. */
  subject: string
  failed_date: string
}

export interface TokenTable {
  id: Generated<number>
  member_id: number
  /** SHA-256 of the secret, hex. The secret itself is never stored. */
  hash: string
  /** First characters of the secret, enough to recognise it in a list. */
  start: string
  /** Space-separated scope names. */
  scopes: string
  /** The member who issued it; null when none did (command line, bootstrap, or issued before this was recorded). */
  created_by_id: number | null
  created_date: string
  expires_date: string | null
  revoked_date: string | null
  /** Requests per minute this token may make; null: the service's (ATS_RATE_LIMIT). */
  rate_limit: number | null
}

interface CandidateTable {
  id: Generated<number>
  first_name: string
  last_name: string
  email: string | null
  phone: string | null
  /** Id of the latest complete document, or null. */
  document_id: string | null
  created_date: string
  updated_date: string
  /** An IANA time zone name set by members or sent by the careers form; null: the service's. */
  time_zone: ColumnType<string | null, string | null | undefined, string | null>
}

export interface VacancyTable {
  id: Generated<number>
  title: string
  status: string
  created_date: string
  updated_date: string
  /** 0..200 characters; '' when none. */
  location: string
  /** Markdown, 0..20000 characters; '' when none. */
  description: string
  /** 0 or 1. */
  published: number
  /** When `published` last became 1; null until then, kept when unpublished. */
  published_date: string | null
}

export interface StageTable {
  id: Generated<number>
  vacancy_id: number
  name: string
  /** `name` folded by the service (stage-names.ts): what "unique ignoring case" compares, on both engines. */
  name_key: string
  /** 1..n within the vacancy, no gap. */
  position: number
}

interface HiringTeamMemberTable {
  vacancy_id: number
  member_id: number
}

export interface ApplicationTable {
  id: Generated<number>
  candidate_id: number
  vacancy_id: number
  stage_id: number
  /** active, rejected, withdrawn or hired. */
  status: string
  rejection_reason: string | null
  /** Null for an application made on the careers site (SPEC C8). */
  created_by_id: number | null
  created_date: string
  updated_date: string
  /** Where the candidate came from (SPEC C2): 0..100 characters, null when none was given. */
  source: string | null
}

export interface ApplicationHistoryTable {
  id: Generated<number>
  application_id: number
  /** Null for the creation. No foreign key: a stage deleted later is still named here. */
  from_stage_id: number | null
  to_stage_id: number
  from_status: string | null
  to_status: string
  reason: string | null
  /** Null for the creation of an application made on the careers site. */
  changed_by_id: number | null
  changed_date: string
}

export interface NoteTable {
  id: Generated<number>
  candidate_id: number
  send_to_hiring_team: ColumnType<number, number, number>
  note: string
  private: ColumnType<number, number, number>
  created_by_id: number
  created_date: string
  updated_date: string
  vacancy_id: number | null
}

export interface FlagTable {
  id: Generated<number>
  candidate_id: number
  flag_type: number
  note: string
  created_by_id: number
  created_date: string
}

export interface DocumentTable {
  id: string
  candidate_id: number
  file_name: string
  content_type: string
  size: number
  sha256: string
  /** Key of the bytes in the blob store. */
  blob_key: string
  /** Null for a CV sent on the careers site. */
  created_by_id: number | null
  created_date: string
  /** 1, 2, 3... per candidate, in upload (commit) order; the highest is the candidate's latest. */
  seq: number
}

export interface JobTable {
  id: Generated<number>
  /** What to run: a name the job runner has a handler for. */
  kind: string
  /** JSON text: ids of what the job works on. */
  payload: string
  state: 'queued' | 'running' | 'failed'
  attempts: number
  max_attempts: number
  run_date: string
  lease_date: string | null
  worker: string | null
  last_error: string | null
  created_date: string
  updated_date: string
}

export interface DocumentTextTable {
  document_id: string
  candidate_id: number
  /** pending until the extraction job has run; then done or failed (for good: the reason is the file's). */
  status: 'pending' | 'done' | 'failed'
  /** Normalized text (NFC, whitespace collapsed), at most 10 MiB of UTF-8; null unless done. */
  text: string | null
  /** Why there is no text (extraction/extraction-result.ts), when failed. */
  failure: string | null
  updated_date: string
}

/** What search finds a candidate by (SPEC C5): one row per name, email, note and document text. */
export interface SearchEntryTable {
  id: Generated<number>
  candidate_id: number
  field: 'Name' | 'Email' | 'Document' | 'Note'
  /** The note's id for a Note entry, else null; the entry goes with the note. */
  note_id: number | null
  /** The document's id for a Document entry, else null; the entry goes with the document. */
  document_id: string | null
  /** The text as written (for snippets), up to the last indexed word. */
  body: string
  /** The folded words of body, joined by spaces (shared/search-text.ts): what the engine indexes. */
  terms: string
}

/** The ordered result of a search whose pages follow (its cursor names it); an hour old, it is gone. */
interface SearchSnapshotTable {
  id: string
  member_id: number
  query: string
  /** JSON array of candidate ids, best first. */
  candidate_ids: string
  created_date: string
}

/** An interview of an application (SPEC C9). */
export interface InterviewTable {
  id: Generated<number>
  application_id: number
  /** The application's stage when it was scheduled; no foreign key (a stage deleted later is still named). */
  stage_id: number
  start_date: string
  end_date: string
  /** 0..500 characters: a room or a video link; '' when none. */
  location: string
  /** scheduled or cancelled. */
  status: string
  /** 0 or 1: invitations go out when it is scheduled, changed and cancelled. */
  send_invitations: number
  /** The iCalendar SEQUENCE: 0 when scheduled, raised by every change. */
  sequence: number
  /** The iCalendar UID, the same for the interview's whole life. */
  uid: string
  created_by_id: number
  created_date: string
  updated_date: string
}

/** Who sits on an interview; `start_date` is the interview's, copied so a member's range is one index scan. */
interface InterviewInterviewerTable {
  interview_id: number
  member_id: number
  start_date: string
}

/** One of the attributes a vacancy's scorecards rate, in `position` order (1..n). */
interface ScorecardAttributeTable {
  id: Generated<number>
  vacancy_id: number
  name: string
  /** `name` folded by the service: what "duplicates ignoring case" compares. */
  name_key: string
  position: number
}

/** An interviewer's scorecard for one interview (one per interviewer and interview). */
export interface ScorecardTable {
  id: Generated<number>
  interview_id: number
  /** The interview's application, kept here so an application's scorecards are read without a join. */
  application_id: number
  interviewer_id: number
  /** strong_no, no, no_decision, yes or strong_yes; null in a draft that has none yet. */
  recommendation: string | null
  notes: string
  /** draft or submitted. */
  status: string
  /** When it was first submitted; kept by later changes. */
  submitted_date: string | null
  created_date: string
  updated_date: string
}

/** One rating of a scorecard, in the order it was given. */
interface ScorecardRatingTable {
  scorecard_id: number
  position: number
  attribute: string
  rating: string
}

/** One change, as the event log keeps it (SPEC C6); `id` is the change feed's cursor, in commit order. */
export interface EventTable {
  id: Generated<number>
  type: string
  occurred_date: string
  /** The member who made the change; null for the service itself. */
  actor_id: number | null
  /** The candidate the change is about; null for a vacancy's change. */
  candidate_id: number | null
  /** JSON text: the resource as the API answered the change (ids only once the candidate is erased). */
  data: string
  /**
   * Who may read it in a candidate's activity (migration 011): the vacancy
   * of an application's event; of a note's event, the note as that event
   * left it (its deletion's data keeps `{Id}` only). Null for other events.
   */
  vacancy_id: number | null
  note_id: number | null
  note_author_id: number | null
  /** 0 or 1. */
  note_private: number | null
  /** 0 or 1. */
  note_to_hiring_team: number | null
}

/** A webhook subscription (SPEC C6); deleting it deletes its deliveries. */
export interface WebhookTable {
  id: Generated<number>
  url: string
  /** Space-separated event types, or `*` for all. */
  events: string
  /** `whsec_` + base64 of the signing key: shown once, kept to sign every delivery. */
  secret: string
  enabled: 0 | 1
  created_date: string
  /** The first failed attempt since the last success; null while deliveries succeed. */
  failing_since: string | null
  disabled_date: string | null
}

/** One attempt, made or still to be made, to deliver one event to one subscription. */
interface WebhookDeliveryTable {
  id: Generated<number>
  webhook_id: number
  event_id: number
  attempt: number
  status: 'pending' | 'delivered' | 'failed'
  /** The receiver's HTTP status; null before the attempt, or when none came (refused, timed out). */
  response_status: number | null
  attempted_date: string | null
  created_date: string
}

/** One read or change of a candidate's data, as the audit log keeps it (SPEC C6): ids only. */
export interface AuditEventTable {
  id: Generated<number>
  date: string
  member_id: number | null
  token_id: number | null
  action: string
  candidate_id: number | null
  resource_type: string
  /** A document's id is text, the others' are integers written as text; null for a list or a search. */
  resource_id: string | null
  request_id: string | null
}

/** One sending of the careers form for an application (SPEC C8): the first made it, later ones added a CV. */
export interface SubmissionTable {
  id: Generated<number>
  application_id: number
  candidate_id: number
  /** What the applicant was answered: random, URL-safe, no id. */
  reference: string
  submitted_date: string
  /** The CV sent with it; null once that document was deleted. */
  document_id: string | null
  cover_letter: string | null
  /** The names and phone as the applicant typed them (null for submissions kept before they were). */
  first_name: ColumnType<string | null, string | null | undefined, string | null>
  last_name: ColumnType<string | null, string | null | undefined, string | null>
  phone: ColumnType<string | null, string | null | undefined, string | null>
  /** 1 when the email matched a candidate already held, 0 when the form made the candidate; null for submissions kept before it was recorded. */
  known_candidate: ColumnType<number | null, number | null | undefined, number | null>
  /** 1 when the application existed already (no second one was made), 0 when this sending made it; null likewise. */
  existing_application: ColumnType<number | null, number | null | undefined, number | null>
}

export interface ConsentTable {
  id: Generated<number>
  candidate_id: number
  submission_id: number
  vacancy_id: number
  purpose: 'processing' | 'retention'
  /** The exact sentence agreed to. */
  text: string
  given_date: string
}

/** A request counted against a per-address limit, shared by every instance; rows older than any window are deleted. */
interface AddressHitTable {
  id: Generated<number>
  /** `<limit>:<address>`, such as `careers:203.0.113.9`. */
  subject: string
  hit_date: string
}

/**
 * An email, and the outbox row its job sends: to a candidate (SPEC C10;
 * `member_id` null), or to a member (`member_id` set: an invitation, a
 * reset, an interviewer's assignment, a notification), which names the
 * candidate it is about, if any, so that it is erased with it.
 */
export interface EmailTable {
  id: Generated<number>
  candidate_id: number | null
  member_id: ColumnType<number | null, number | null | undefined, number | null>
  to_address: string
  subject: string
  body: string
  /** The template's name; null for an email written by a member. */
  template: string | null
  status: 'pending' | 'sent' | 'failed' | 'not_sent'
  /** The member whose action sent it; null for one the service sent by itself. */
  created_by_id: number | null
  created_date: string
  sent_date: string | null
  /** Attempts made to hand it to the SMTP server. */
  attempts: Generated<number>
  /** The last refusal or fault, for operators only: never in an API answer. */
  last_error: string | null
  /** An iCalendar attachment's METHOD (`REQUEST`, `CANCEL`) and text, or null. */
  calendar_method: string | null
  calendar_text: string | null
}

/** A template an admin changed; the others are their defaults (domain/email/email-templates.ts). */
interface EmailTemplateTable {
  name: string
  subject: string
  body: string
  updated_date: string
  updated_by_id: number | null
}

export interface Tables {
  members: MemberTable
  tokens: TokenTable
  candidates: CandidateTable
  vacancies: VacancyTable
  notes: NoteTable
  flags: FlagTable
  documents: DocumentTable
  stages: StageTable
  hiring_team_members: HiringTeamMemberTable
  applications: ApplicationTable
  application_history: ApplicationHistoryTable
  sessions: SessionTable
  sign_in_failures: SignInFailureTable
  jobs: JobTable
  document_texts: DocumentTextTable
  search_entries: SearchEntryTable
  search_snapshots: SearchSnapshotTable
  events: EventTable
  webhooks: WebhookTable
  webhook_deliveries: WebhookDeliveryTable
  audit_events: AuditEventTable
  submissions: SubmissionTable
  consents: ConsentTable
  address_hits: AddressHitTable
  emails: EmailTable
  email_templates: EmailTemplateTable
  interviews: InterviewTable
  interview_interviewers: InterviewInterviewerTable
  scorecard_attributes: ScorecardAttributeTable
  scorecards: ScorecardTable
  scorecard_ratings: ScorecardRatingTable
  member_links: MemberLinkTable
  notifications: NotificationTable
}

/**
 * Every column of a table, by name: what the prepared reads select instead
 * of `*` (see postgres/postgres-hot-statements.ts). A column missing here is a type error where
 * the read must return a whole row.
 */
export const CANDIDATE_COLUMNS = [
  'id',
  'first_name',
  'last_name',
  'email',
  'phone',
  'document_id',
  'created_date',
  'updated_date',
  'time_zone',
] as const
export const NOTE_COLUMNS = [
  'id',
  'candidate_id',
  'send_to_hiring_team',
  'note',
  'private',
  'created_by_id',
  'created_date',
  'updated_date',
  'vacancy_id',
] as const
export const FLAG_COLUMNS = ['id', 'candidate_id', 'flag_type', 'note', 'created_by_id', 'created_date'] as const
export const APPLICATION_COLUMNS = [
  'id',
  'candidate_id',
  'vacancy_id',
  'stage_id',
  'status',
  'rejection_reason',
  'created_by_id',
  'created_date',
  'updated_date',
  'source',
] as const

export type MemberRow = Selectable<MemberTable>
export type MemberLinkRow = Selectable<MemberLinkTable>
export type NotificationRow = Selectable<NotificationTable>
export type TokenRow = Selectable<TokenTable>
export type CandidateRow = Selectable<CandidateTable>
export type VacancyRow = Selectable<VacancyTable>
export type NoteRow = Selectable<NoteTable>
export type FlagRow = Selectable<FlagTable>
export type EventRow = Selectable<EventTable>
export type WebhookRow = Selectable<WebhookTable>
export type WebhookDeliveryRow = Selectable<WebhookDeliveryTable>
export type AuditEventRow = Selectable<AuditEventTable>
export type EmailRow = Selectable<EmailTable>
export type EmailTemplateRow = Selectable<EmailTemplateTable>
export type DocumentRow = Selectable<DocumentTable>
export type StageRow = Selectable<StageTable>
export type SessionRow = Selectable<SessionTable>
export type ApplicationRow = Selectable<ApplicationTable>
export type ApplicationHistoryRow = Selectable<ApplicationHistoryTable>
export type InterviewRow = Selectable<InterviewTable>
export type ScorecardAttributeRow = Selectable<ScorecardAttributeTable>
export type ScorecardRow = Selectable<ScorecardTable>
export type NewCandidate = Insertable<CandidateTable>
export type CandidateUpdate = Updateable<CandidateTable>
export type SubmissionRow = Selectable<SubmissionTable>
export type ConsentRow = Selectable<ConsentTable>
