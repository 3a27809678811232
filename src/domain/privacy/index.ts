/**
 * A candidate's data as the law asks (SPEC B6, C7): erased, anonymized, exported whole, and the
 * inactive ones erased by the retention rule.
 * This file is the feature's one entry: what it exports is what the rest of the service uses.
 */
export { anonymizeCandidate } from './candidate-anonymization.js'
export { applyRetention } from './retention.js'
export { eraseCandidate } from './candidate-erasure.js'
export { type CandidateExport, EXPORT_JSON, readCandidateExport } from './candidate-export.js'
export { CLEAN_ERASED, CLEAN_ERASED_ATTEMPTS, cleanErased } from './erased-rows.js'
