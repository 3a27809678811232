/** A quality flag's `FlagType` as a recruiter reads it (SPEC Part A: 1 = Favorite, 2 = Undesirable). */
export const FLAG_NAMES: Record<number, string> = { 1: 'Favorite', 2: 'Undesirable' }
