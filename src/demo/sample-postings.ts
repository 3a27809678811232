/**
 * What the careers site shows of each demo vacancy (SPEC C8): where the job
 * is and its description in Markdown, written as a company writes them.
 * Keyed by the titles of sample-people.ts `VACANCIES`.
 */
export const POSTINGS: Readonly<Record<string, { location: string; description: string }>> = {
  'Senior Backend Engineer (TypeScript)': {
    location: 'Berlin (hybrid, two office days a week)',
    description: `## About the role

You will build the services behind our scheduling platform, used by **2,000 clinics** every day: APIs in TypeScript on Node.js, PostgreSQL, and the queues that keep reminders on time.

## What you will do

- Design and ship APIs end to end, from the schema to the dashboards that watch them
- Keep our PostgreSQL fast as the data grows (we are at 4 TB)
- Review code, pair with juniors and write the occasional design note

## What you bring

- Five years or more building backend services, two of them in TypeScript or a typed language
- SQL you are proud of, and a feel for what an index will do
- Clear writing: we decide in documents, not meetings

## What we offer

- €75,000–€90,000 and a yearly learning budget of €2,000
- 30 days of holiday, and a quiet office in Kreuzberg`,
  },
  'Product Designer': {
    location: 'Berlin or remote (Germany)',
    description: `## About the role

Our product team of nine is looking for a designer who cares about the **details that save a receptionist a click** as much as about the big picture.

## What you will do

- Run research with clinic staff, and turn what you learn into flows and prototypes
- Own our design system in Figma, together with the frontend team
- Test your work with real users every sprint

## What you bring

- A portfolio with shipped work and the story behind it
- Experience with accessible design (WCAG 2.2 AA)
- German or English, whichever you prefer; we work in both`,
  },
  'Data Analyst': {
    location: 'Berlin (hybrid)',
    description: `## About the role

Help clinics and our own teams see what works: you will own the reporting that goes to our customers and the numbers our leadership decides with.

## What you will do

- Model data in dbt on top of PostgreSQL and BigQuery
- Build dashboards people actually open
- Answer questions with analyses that say how sure they are

## What you bring

- Fluent SQL and some Python or R
- Two years or more in an analytics role
- A habit of checking the data before trusting the chart`,
  },
  'Sales Manager DACH': {
    location: 'Munich',
    description: `## About the role

Open the Bavarian and Austrian market for us: you will win the first fifty clinics and build the team after you.

*Draft: the commission plan is still being agreed.*`,
  },
  'Customer Success Lead': {
    location: 'Berlin',
    description: `## About the role

Lead our team of four customer success managers and make sure every clinic gets value from its first week on.`,
  },
  'Junior Frontend Developer': {
    location: 'Berlin (hybrid)',
    description: `## About the role

Join our frontend team and learn by shipping: your first change goes live in your first week, with a mentor by your side.

## What you will do

- Build screens in Preact and TypeScript, tested in real browsers
- Make them work with a keyboard and a screen reader
- Fix bugs our customers report, and talk to them about it

## What you bring

- A first project, course or apprenticeship in web development
- Curiosity, and the patience to read the error message twice

We especially welcome applications from people who came to programming by another road.`,
  },
}

/**
 * Where the demo's candidates came from: the application's `Source` (SPEC
 * C2) and the note the recruiter wrote about it. Careers applications come
 * up more often, as they do in real pipelines.
 */
export const SOURCES: ReadonlyArray<{ source: string; note: string }> = [
  { source: 'careers', note: 'Source: applied through the careers page.' },
  { source: 'careers', note: 'Source: applied through the careers page.' },
  { source: 'linkedin', note: 'Source: LinkedIn, answered an InMail.' },
  { source: 'referral', note: 'Source: referred by {member}.' },
  { source: 'stepstone', note: 'Source: StepStone job ad.' },
  { source: 'event', note: 'Source: met at the Berlin TypeScript meetup.' },
  { source: 'agency', note: 'Source: Talentbrücke (agency), fee agreed at 18 %.' },
]
