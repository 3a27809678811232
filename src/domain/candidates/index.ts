/**
 * Candidates and what recruiters write on them: notes and quality flags (SPEC A, B).
 * This file is the feature's one entry: what it exports is what the rest of the service uses.
 */
export { createCandidate, getCandidate, listCandidates, replaceCandidate } from './candidates.js'
export { createFlag, deleteFlag, listFlags, listFlagsOf } from './flags.js'
export { createNote, deleteNote, listNotes, updateNote } from './notes.js'
