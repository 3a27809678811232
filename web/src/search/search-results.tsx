import type { Schemas } from '../api.js'
import { Marked } from './marked.js'

type Result = Schemas['SearchResult']
type Match = Schemas['SearchMatch']

/** What a recruiter calls each place a candidate matched. */
const FIELD_NAMES: Record<Match['Field'], string> = { Name: 'Name', Email: 'Email', Document: 'CV', Note: 'Note' }

/**
 * The candidates a search found, best first: each name a link to its page,
 * and under it where it matched, the matched words marked. A note or a CV is
 * read on the candidate's page, so its snippet links there.
 */
export function SearchResults({ results }: { results: Result[] }) {
  return (
    <ul class="cards results" aria-label="Candidates">
      {results.map((r) => {
        const page = `/candidates/${String(r.CandidateId)}`
        return (
          <li key={r.CandidateId}>
            <a href={page} class="name">
              {r.FirstName} {r.LastName}
            </a>
            {r.Matches.length > 0 && (
              <dl class="matches">
                {r.Matches.map((m, i) => (
                  <div key={`${m.Field}-${String(m.Id ?? i)}`}>
                    <dt>{FIELD_NAMES[m.Field]}</dt>
                    <dd>
                      {m.Field === 'Note' || m.Field === 'Document' ? (
                        <a href={page}>
                          <Marked text={m.Snippet} highlights={m.Highlights} />
                        </a>
                      ) : (
                        <Marked text={m.Snippet} highlights={m.Highlights} />
                      )}
                    </dd>
                  </div>
                ))}
              </dl>
            )}
          </li>
        )
      })}
    </ul>
  )
}
