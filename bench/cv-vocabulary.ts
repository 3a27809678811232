// The words of the generated CV texts (bench/generate.ts) and the search
// queries drawn from them (bench/scale.ts). A CV of about 600 words is made
// of sentences over three kinds of word, so that a query can be common,
// medium or rare the way real ones are:
// - common: the words of every CV ("experience", "team", "development"),
//   each in most texts;
// - medium: skills, cities, companies and role words of the demo data
//   (src/demo/sample-people.ts) and more like them, 8 per text drawn with a
//   skew: from most texts for the first to a few in a hundred for the last;
// - rare: invented product and employer names, 4,096 of them, each text
//   naming a few: a word of about one text in a thousand.
import { CITIES, COMPANIES, SKILLS } from '../src/demo/sample-people.js'
import { pick, seededRandom } from '../src/demo/sample-cv.js'
import { foldWord } from '../src/shared/search-text.js'

export { seededRandom }

const COMMON = [
  'experience',
  'team',
  'development',
  'project',
  'projects',
  'responsible',
  'years',
  'customers',
  'work',
  'management',
  'software',
  'data',
  'skills',
  'company',
  'product',
  'process',
  'design',
  'results',
  'support',
  'business',
]

const VERBS = [
  'led',
  'built',
  'designed',
  'improved',
  'maintained',
  'migrated',
  'launched',
  'automated',
  'introduced',
  'reduced',
  'coordinated',
  'mentored',
  'negotiated',
  'analysed',
  'delivered',
  'scaled',
  'rebuilt',
  'documented',
  'tested',
  'presented',
]

const NOUNS = [
  'platform',
  'pipeline',
  'dashboard',
  'service',
  'backend',
  'frontend',
  'pricing',
  'onboarding',
  'checkout',
  'warehouse',
  'reporting',
  'billing',
  'roadmap',
  'budget',
  'campaign',
  'forecast',
  'infrastructure',
  'integration',
  'architecture',
  'accounts',
]

const MORE_SKILLS = [
  'Java',
  'Kotlin',
  'Rust',
  'Scala',
  'Elixir',
  'Terraform',
  'Ansible',
  'Docker',
  'Kafka',
  'Redis',
  'Snowflake',
  'Airflow',
  'Spark',
  'Excel',
  'SAP',
  'HubSpot',
  'Jira',
  'Photoshop',
  'Sketch',
  'Angular',
  'Vue',
  'Swift',
  'Android',
  'Linux',
  'AWS',
  'Azure',
  'GCP',
  'GraphQL',
  'Accounting',
  'Recruiting',
  'Copywriting',
  'SEO',
]

const MORE_CITIES = [
  'Frankfurt',
  'Stuttgart',
  'Leipzig',
  'Dresden',
  'Paris',
  'Lyon',
  'Madrid',
  'Milano',
  'Praha',
  'Warszawa',
  'Kopenhagen',
  'Oslo',
]

const ROLES = ['engineer', 'developer', 'designer', 'analyst', 'manager', 'consultant', 'architect', 'lead', 'specialist', 'scientist']

const SYLLABLES_A = ['Bren', 'Kal', 'Vor', 'Tam', 'Quin', 'Zel', 'Mor', 'Fen', 'Ost', 'Lir', 'Dra', 'Sel', 'Hav', 'Nim', 'Cor', 'Pax']
const SYLLABLES_B = ['ix', 'ora', 'and', 'eth', 'uma', 'olt', 'ari', 'ex', 'ion', 'ada', 'ulk', 'eno', 'ith', 'ast', 'ore', 'yn']
const SYLLABLES_C = ['', 'soft', 'labs', 'tec', 'io', 'ware', 'data', 'net', 'base', 'hub', 'wise', 'flow', 'sys', 'works', 'line', 'gate']

/** 4,096 invented names (16 x 16 x 16): each a rare word. */
const RARE = SYLLABLES_A.flatMap((a) => SYLLABLES_B.flatMap((b) => SYLLABLES_C.map((c) => a + b + c)))

const MEDIUM = [
  ...new Set(
    [...SKILLS, ...MORE_SKILLS, ...CITIES, ...MORE_CITIES, ...COMPANIES, ...ROLES]
      .flatMap((w) => w.split(/[\s&]+/))
      .filter((w) => w.length > 2),
  ),
]

/** The filler words between those: present in every text, never queried. */
const FILLER = ['the', 'and', 'with', 'for', 'of', 'in', 'a', 'to', 'on', 'at', 'as', 'our', 'new', 'across']

export type WordClass = 'common' | 'medium' | 'rare'

/**
 * The words a query is drawn from, folded as search folds them. `team` is
 * also in every generated note (bench/generate.ts): a query of it is the
 * worst case, measured on its own (WORST_QUERY), not drawn.
 */
export const QUERY_WORDS: Record<WordClass, readonly string[]> = {
  common: COMMON.filter((w) => w !== 'team'),
  medium: [...new Set(MEDIUM.map(foldWord).filter((w) => w !== ''))],
  rare: RARE.map(foldWord),
}

/** A word of a medium list, skewed to the first ones (some skills are much more common than others). */
function skewed(random: () => number, list: readonly string[]): string {
  return list[Math.floor(random() ** 3 * list.length)] ?? ''
}

/** One sentence of about 15 words over this person's medium and rare words. */
function sentence(random: () => number, medium: readonly string[], rare: readonly string[]): string {
  const words = [
    pick(random, VERBS),
    FILLER[0],
    pick(random, NOUNS),
    pick(random, FILLER),
    pick(random, COMMON),
    'with',
    pick(random, medium),
    FILLER[1],
    pick(random, medium),
    'at',
    random() < 0.2 ? pick(random, rare) : pick(random, medium),
    pick(random, FILLER),
    pick(random, COMMON),
    pick(random, NOUNS),
    pick(random, COMMON),
  ]
  const text = words.join(' ')
  return text.charAt(0).toUpperCase() + text.slice(1) + '.'
}

/** A CV's text of about 600 words, deterministic for its seed. */
export function cvWords(seed: number, person: { name: string; email: string }): string {
  const random = seededRandom(seed)
  // The skills, places and employers this person's CV is about (8, some
  // far more common than others), and a few invented names.
  const medium = Array.from({ length: 8 }, () => skewed(random, MEDIUM))
  const rare = [pick(random, RARE), pick(random, RARE), pick(random, RARE)]
  const lines = [person.name, `${pick(random, ROLES)} – ${pick(random, [...CITIES, ...MORE_CITIES])} – ${person.email}`, 'Profile']
  let count = 12
  while (count < 600) {
    const s = sentence(random, medium, rare)
    lines.push(s)
    count += 15
  }
  return lines.join('\n')
}

/** Two-word queries, deterministic for the seed: each word common, medium or rare with equal odds. */
export function drawQueries(seed: number, n: number): Array<{ q: string; kind: string }> {
  const random = seededRandom(seed)
  const classes: WordClass[] = ['common', 'medium', 'rare']
  return Array.from({ length: n }, () => {
    const [a, b] = [pick(random, classes), pick(random, classes)]
    return { q: `${pick(random, QUERY_WORDS[a])} ${pick(random, QUERY_WORDS[b])}`, kind: [a, b].sort().join('+') }
  })
}

/** A query whose words are in every generated note and every CV: every entry of those kinds holds a term. */
export const WORST_QUERY = 'communication team'
