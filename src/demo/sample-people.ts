/**
 * Names and phrases for the demo data: a mix of the names a European
 * recruiting team meets, accents and non-Latin scripts included, so the
 * demo exercises what real data does. Every person here is invented;
 * addresses use the reserved example.com domain.
 */
export const FIRST_NAMES = [
  'Anna',
  'Jonas',
  'Léa',
  'Mateo',
  'Sofia',
  'Lukas',
  'Chiara',
  'Noah',
  'Zeynep',
  'Emil',
  'Maja',
  'Oliver',
  'Ines',
  'Piotr',
  'Aylin',
  'Jürgen',
  'Camille',
  'Diego',
  'Freya',
  'Hiroshi',
  'Amara',
  'Tomás',
  'Nora',
  'Kwame',
  'Elif',
  'Björn',
  'Priya',
  'Samuel',
  'Olga',
  'Yusuf',
]

export const LAST_NAMES = [
  'Müller',
  'Schmidt',
  'Dubois',
  'García',
  'Rossi',
  'Kowalski',
  'Yılmaz',
  'Jensen',
  'Novák',
  'Fischer',
  'Martins',
  'Okafor',
  'Lindqvist',
  'Weber',
  'Moreau',
  'Nakamura',
  'Ivanova',
  'Becker',
  "O'Brien",
  'Hoffmann',
  'Santos',
  'Wagner',
  'Haddad',
  'Kaya',
  'Nowak',
  'Schäfer',
  'Bianchi',
  'Mensah',
  'Larsen',
  'Popescu',
]

export const CITIES = ['Berlin', 'Hamburg', 'München', 'Köln', 'Wien', 'Zürich', 'Amsterdam', 'Lisboa', 'Kraków', 'Remote']

export const COMPANIES = [
  'Nordlicht Software GmbH',
  'Brightfield Analytics',
  'Kestrel Logistics AG',
  'Atelier Nove',
  'Finch & Partner',
  'Tidewater Health',
  'Orbis Retail SE',
]

export const SKILLS = [
  'TypeScript',
  'PostgreSQL',
  'Kubernetes',
  'Figma',
  'SQL',
  'Python',
  'Salesforce',
  'Go',
  'React',
  'Negotiation',
  'Stakeholder management',
  'Tableau',
]

/**
 * The vacancies, when each opened (days ago), how many applications it draws
 * relative to the others, and, for one, when it closed.
 */
export const VACANCIES: ReadonlyArray<{
  title: string
  status: 'open' | 'on_hold' | 'closed'
  openedDaysAgo: number
  closedDaysAgo?: number
  weight: number
  /** On the careers site since it opened (its text is in sample-postings.ts). */
  published: boolean
}> = [
  { title: 'Senior Backend Engineer (TypeScript)', status: 'open', openedDaysAgo: 96, weight: 5, published: true },
  { title: 'Product Designer', status: 'open', openedDaysAgo: 92, weight: 3, published: true },
  { title: 'Data Analyst', status: 'open', openedDaysAgo: 80, weight: 3, published: true },
  // Found through the network so far: its posting is still a draft.
  { title: 'Sales Manager DACH', status: 'open', openedDaysAgo: 70, weight: 2, published: false },
  // Published while it was open; closed now, so no longer on the careers site.
  { title: 'Customer Success Lead', status: 'closed', openedDaysAgo: 95, closedDaysAgo: 20, weight: 3, published: true },
  { title: 'Junior Frontend Developer', status: 'open', openedDaysAgo: 45, weight: 4, published: true },
]

export const TEAM: ReadonlyArray<{ name: string; email: string; role: 'recruiter' | 'hiring_manager'; timeZone: string | null }> = [
  { name: 'Maria Schneider', email: 'maria.schneider@demo.example.com', role: 'recruiter', timeZone: 'Europe/Berlin' },
  { name: 'Tom Becker', email: 'tom.becker@demo.example.com', role: 'recruiter', timeZone: 'Europe/Berlin' },
  // The service's time zone (ATS_TIME_ZONE): she chose none.
  { name: 'Aisha Khan', email: 'aisha.khan@demo.example.com', role: 'recruiter', timeZone: null },
  { name: 'Daniel Okoye', email: 'daniel.okoye@demo.example.com', role: 'hiring_manager', timeZone: 'America/New_York' },
]

/** Invited by the admin a day before the demo's today, and not joined yet: no password, so no sign-in (SPEC C18). */
export const INVITEE = { name: 'Jonas Richter', email: 'jonas.richter@demo.example.com', role: 'hiring_manager' } as const
/** An engineer who only interviews (SPEC C18), joined once the rest is seeded so that the data before stays as it was. */
export const INTERVIEWER = {
  name: 'Lena Vogel',
  email: 'lena.vogel@demo.example.com',
  role: 'interviewer',
  timeZone: 'Europe/Berlin',
} as const

/** Note texts; {name} and {skill} are filled in. */
export const NOTES = [
  'Phone screen with {name}: clear communicator, strong on {skill}. Moving to the technical interview.',
  'Salary expectation is within the band. Notice period three months.',
  'Portfolio reviewed: solid work on {skill}, a bit thin on recent projects.',
  'Technical interview done. Good problem solving; asked thoughtful questions about the team.',
  'Candidate prefers hybrid, two office days a week would work.',
  'References checked, both positive.',
  'Not a fit for this role, but keep in mind for the analytics team.',
  'Scheduled the on-site for next week; hiring manager to join.',
  'Asked for a work sample on {skill}; due Friday.',
  'Mentioned a competing offer; decision needed by the end of the month.',
]

export const FLAG_NOTES = {
  1: ['Excellent interview, push forward.', 'Strong referral from the team.', 'Top candidate for the backend role.'],
  2: ['Did not show up to two interviews.', 'Misrepresented experience on the CV.'],
} as const

export const REJECTION_REASONS = [
  'Not enough experience with distributed systems',
  'Salary expectations well above the band',
  'Went with a candidate further along',
  'Could not relocate within the time frame',
  'Did not pass the take-home exercise',
]

export const WITHDRAWAL_REASONS = ['Accepted another offer', 'Staying with the current employer', 'Role too far from home']

/** Why the applications still open on a vacancy are turned down when it closes. */
export const FILLED_REASON = 'The position has been filled'
