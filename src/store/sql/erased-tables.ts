/**
 * The tables an erasure or anonymization of a candidate deletes from or
 * rewrites (SPEC C7): those whose rows hold a candidate's names, texts,
 * files' names or words. PostgreSQL vacuums them after the erasure
 * (postgres-erasure.ts). A table added with such rows belongs here.
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
