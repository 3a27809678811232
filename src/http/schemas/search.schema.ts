import { Type, type Static } from 'typebox'
import { LIMIT_PATTERN } from './common.schema.js'

export const SearchQuery = Type.Object(
  {
    q: Type.String({
      description:
        'Words that must all match the candidate, each in its name, email, a document or a note the caller may read; `"a phrase"` within one of them; `word*` a prefix. Case and accents are ignored; other characters only separate words. At most 1,000 characters and 32 terms.',
    }),
    limit: Type.Optional(Type.String({ pattern: LIMIT_PATTERN, description: 'Candidates per page, 1..100 (default 20).' })),
    cursor: Type.Optional(
      Type.String({ maxLength: 100, description: 'The next page, as given in the `Link` header of the previous one (with the same `q`).' }),
    ),
  },
  { additionalProperties: true },
)

const Highlight = Type.Array(Type.Integer({ minimum: 0 }), {
  minItems: 2,
  maxItems: 2,
  description: '`[start, length]` in UTF-16 code units.',
})

export const SearchMatch = Type.Object(
  {
    Field: Type.Union([Type.Literal('Name'), Type.Literal('Email'), Type.Literal('Document'), Type.Literal('Note')]),
    Id: Type.Union([Type.Integer(), Type.String(), Type.Null()], {
      description: "The note's id (a number) or the document's id (text); null for a name or an email.",
    }),
    Snippet: Type.String({ description: 'Plain text around the first match, about 30 words; `…` where text was left out.' }),
    Highlights: Type.Array(Highlight, { description: 'The matched words of the snippet.' }),
  },
  { $id: 'SearchMatch', description: 'Where a candidate matched.' },
)

export const SearchResult = Type.Object(
  {
    CandidateId: Type.Integer(),
    FirstName: Type.String(),
    LastName: Type.String(),
    Matches: Type.Array(Type.Unsafe<Static<typeof SearchMatch>>(Type.Ref('SearchMatch')), {
      description: 'Its best matches (at most 5), best first.',
    }),
  },
  { $id: 'SearchResult', description: 'A candidate found by a search.' },
)
export type SearchResult = Static<typeof SearchResult>
