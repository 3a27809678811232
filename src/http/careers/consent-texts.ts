import type { ConsentTexts } from './application-form.js'

/**
 * The sentences next to the form's two checkboxes, which the applicant
 * agrees to and which are recorded with its application word for word.
 */
export function careersTexts(): ConsentTexts {
  return {
    processing: 'I agree that my details and CV are processed for this application.',
    retention: 'You may keep my application and contact me about other openings for up to two years.',
  }
}
