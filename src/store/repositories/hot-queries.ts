import { boardOf, teamBoardOf } from './application.repository.js'
import { candidateById, candidateIdById, teamCandidateById, teamCandidateIdById } from './candidate.repository.js'
import { flagsOf, teamFlagsOf } from './flag.repository.js'
import { hiringTeamNotes, visibleNotes } from './note.repository.js'
import { sessionByHash } from './session.repository.js'
import { tokenByHash } from './token.repository.js'
import type { Db } from './types.js'

/**
 * The reads on the path of every request, listed here rather than collected
 * as modules load: on PostgreSQL the store names each of them when it opens
 * (postgres/postgres-hot-statements.ts, handed this list by database.ts, so
 * that no engine imports a repository), so they run as prepared statements.
 */
export const HOT_QUERIES: readonly { sqlFor(db: Db): string }[] = [
  tokenByHash,
  sessionByHash,
  candidateById,
  candidateIdById,
  teamCandidateById,
  teamCandidateIdById,
  visibleNotes,
  hiringTeamNotes,
  flagsOf,
  teamFlagsOf,
  boardOf,
  teamBoardOf,
]
