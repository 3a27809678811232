export { searchCandidates } from './search.js'
