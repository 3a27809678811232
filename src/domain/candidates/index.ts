export { createCandidate, getCandidate, listCandidates, replaceCandidate } from './candidates.js'
export { createFlag, deleteFlag, listFlags, listFlagsOf } from './flags.js'
export { createNote, deleteNote, listNotes, updateNote } from './notes.js'
