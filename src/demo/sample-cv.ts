import { CITIES, COMPANIES, SKILLS } from './sample-people.js'
import type { TextDocument } from './pdf-file.js'

/** A small deterministic random source (mulberry32), so every demo run makes the same data. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export function pick<T>(random: () => number, list: readonly T[]): T {
  const item = list[Math.floor(random() * list.length)]
  if (item === undefined) throw new Error('pick from an empty list')
  return item
}

/** The text of a one-page CV. */
export function cvText(
  random: () => number,
  person: { first: string; last: string; email: string; phone: string },
  role: string,
): TextDocument {
  const years = 2 + Math.floor(random() * 12)
  const skills = [...new Set([pick(random, SKILLS), pick(random, SKILLS), pick(random, SKILLS)])]
  const [current, previous] = [pick(random, COMPANIES), pick(random, COMPANIES)]
  return {
    title: `${person.first} ${person.last}`,
    lines: [
      `${role} – ${pick(random, CITIES)}`,
      `${person.email} • ${person.phone}`,
      '',
      'Profile',
      `${years} years of experience; focus on ${skills.join(', ')}.`,
      '',
      'Experience',
      `${2026 - Math.min(years, 4)}–today   ${role}, ${current}`,
      `${2026 - years}–${2026 - Math.min(years, 4)}   ${role.replace(/^Senior /, '')}, ${previous}`,
      '',
      'Education',
      `${2026 - years - 3}   B.Sc., Technische Universität`,
      '',
      'Languages',
      'German (native), English (fluent)',
    ],
  }
}
