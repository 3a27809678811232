/**
 * What "unique within the vacancy, ignoring case" compares: the name in one
 * Unicode form, lower-cased by the service (SQLite's lower() folds ASCII
 * only, so the engines cannot be asked to do it alike).
 */
export function stageNameKey(name: string): string {
  return name.normalize('NFC').toLowerCase()
}

/** The stages a new vacancy starts with (SPEC C1). */
export const FIRST_STAGES = ['Applied', 'Screening', 'Interview', 'Offer'] as const
