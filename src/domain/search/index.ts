/**
 * Search (SPEC C5): the query language, pages with their snapshots, snippets and highlights.
 * This file is the feature's one entry: what it exports is what the rest of the service uses.
 */
export { searchCandidates } from './search.js'
