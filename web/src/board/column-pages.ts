import { api, describeProblem, type Schemas } from '../api.js'
import { allPages, nextAfter } from '../paging.js'

type Card = Schemas['BoardCard']

/**
 * Cards a column reads at a time. The first page of every column is the
 * board's first paint: 50 each fill a tall screen, and 3,000 cards read at
 * once kept a large board blank for seconds on a slow line.
 */
const COLUMN_PAGE = 50

/** What a card shows of its candidate: the name, and the kinds of quality flag it carries (1 Favorite, 2 Undesirable). */
export interface Person {
  name: string
  flags: number[]
}

/** A page of one column's cards with their candidates, and the `after` of the next page if there is one. */
interface ColumnPage {
  items: Card[]
  people: Map<number, Person>
  next?: string
  problem?: string
}

/**
 * A page of cards (GET /v1/Vacancies/{id}/Board: each application with its
 * next interview and scorecard progress, one read for the page): a column's
 * active ones, or, without a stage, the vacancy's closed ones of `status`.
 */
export async function readColumnPage(
  vacancyId: string,
  stageId: number | undefined,
  after?: string,
  status: Card['Status'] = 'active',
): Promise<ColumnPage> {
  const { data, error, response } = await api.GET('/v1/Vacancies/{id}/Board', {
    params: {
      path: { id: vacancyId },
      query: {
        ...(stageId !== undefined && { StageId: String(stageId) }),
        Status: status,
        limit: String(COLUMN_PAGE),
        ...(after && { after }),
      },
    },
  })
  if (!data) return { items: [], people: new Map(), problem: describeProblem(error, response.status) }
  const people = await peopleOf([...new Set(data.map((a) => a.CandidateId))])
  return { items: data, people, next: nextAfter(response) }
}

/**
 * Names and flags of up to 100 candidates: two requests side by side, one
 * per page of cards (never one per card). A name that could not be read
 * leaves the card its candidate's number.
 */
async function peopleOf(ids: number[]): Promise<Map<number, Person>> {
  const people = new Map<number, Person>()
  if (ids.length === 0) return people
  const list = ids.join(',')
  const [names, flags] = await Promise.all([
    api.GET('/v1/Candidates', { params: { query: { Ids: list, limit: '100' } } }),
    allPages((after) => api.GET('/v1/QualityFlags', { params: { query: { CandidateIds: list, limit: '1000', ...(after && { after }) } } })),
  ])
  for (const c of names.data ?? []) people.set(c.Id, { name: `${c.FirstName} ${c.LastName}`, flags: [] })
  for (const f of flags.items) {
    const person = people.get(f.CandidateId)
    if (person && !person.flags.includes(f.FlagType)) person.flags.push(f.FlagType)
  }
  for (const person of people.values()) person.flags.sort()
  return people
}
