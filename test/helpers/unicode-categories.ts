/** Every Unicode general category, by its short name. */
export const GENERAL_CATEGORIES = [
  'Lu',
  'Ll',
  'Lt',
  'Lm',
  'Lo',
  'Mn',
  'Mc',
  'Me',
  'Nd',
  'Nl',
  'No',
  'Pc',
  'Pd',
  'Ps',
  'Pe',
  'Pi',
  'Pf',
  'Po',
  'Sm',
  'Sc',
  'Sk',
  'So',
  'Zs',
  'Zl',
  'Zp',
  'Cc',
  'Cf',
  'Cs',
  'Co',
  'Cn',
] as const
export type GeneralCategory = (typeof GENERAL_CATEGORIES)[number]

const PER_CATEGORY = 64
let cached: Map<GeneralCategory, number[]> | undefined

/**
 * Non-ASCII code points of each general category (up to 64 each, spread over
 * the code space, the Turkish `İ` among the capitals). Computed once.
 */
export function codePointsByCategory(): Map<GeneralCategory, number[]> {
  if (cached) return cached
  const tests = GENERAL_CATEGORIES.map((c) => [c, new RegExp(`^\\p{gc=${c}}$`, 'u')] as const)
  const all = new Map<GeneralCategory, number[]>(GENERAL_CATEGORIES.map((c) => [c, []]))
  // A stride through the whole code space, plus the small categories whole.
  const points = new Set<number>([0x130, 0x2028, 0x2029, 0x212a, 0x1e9e])
  for (let cp = 0x80; cp <= 0x10ffff; cp += 97) points.add(cp)
  for (let cp = 0x80; cp < 0x3000; cp++) points.add(cp)
  for (const cp of points) {
    const text = String.fromCodePoint(cp)
    const found = tests.find(([, re]) => re.test(text))
    all.get(found ? found[0] : 'Cn')!.push(cp)
  }
  cached = new Map([...all].map(([c, list]) => [c, spread(list, PER_CATEGORY)]))
  return cached
}

function spread(list: number[], n: number): number[] {
  if (list.length <= n) return list
  const step = list.length / n
  const out = [0x130].filter((cp) => list.includes(cp))
  for (let i = 0; out.length < n; i++) out.push(list[Math.floor(i * step)]!)
  return out
}

/**
 * A code point percent-encoded as UTF-8, as a client puts it in a path. A
 * lone surrogate (category Cs) has no UTF-8 form: it gets the bytes its
 * generalised encoding would have, which no decoder accepts.
 */
export function percentEncoded(cp: number): string {
  const bytes =
    cp >= 0xd800 && cp <= 0xdfff
      ? [0xed, 0xa0 | ((cp >> 6) & 0x1f), 0x80 | (cp & 0x3f)]
      : [...Buffer.from(String.fromCodePoint(cp), 'utf8')]
  return bytes.map((b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`).join('')
}
