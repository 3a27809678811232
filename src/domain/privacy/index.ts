export { anonymizeCandidate } from './candidate-anonymization.js'
export { applyRetention } from './retention.js'
export { eraseCandidate } from './candidate-erasure.js'
export { type CandidateExport, EXPORT_JSON, readCandidateExport } from './candidate-export.js'
