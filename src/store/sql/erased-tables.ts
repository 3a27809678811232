/**
 * The tables an erasure or anonymization of a candidate deletes from or
 * rewrites (SPEC C7): those whose rows hold a candidate's names, texts,
 * files' names or words. PostgreSQL vacuums them in a job queued by the
 * erasure (postgres-erasure.ts). A table added with such rows belongs here.
 */
export const ERASED_TABLES = [
  'candidates',
  'notes',
  'flags',
  'documents',
  'document_texts',
  'search_entries',
  'emails',
  'submissions',
  'consents',
  'interviews',
  'scorecards',
  'events',
  'notifications',
] as const

/** The job that vacuums them on PostgreSQL after erasures (postgres-erasure.ts), and its attempts. */
export const VACUUM_ERASED = 'vacuum_erased'
export const VACUUM_ERASED_ATTEMPTS = 5
