import { Type, type Static } from 'typebox'
import { DateTime, IdString, Nullable, ref } from './common.schema.js'

/** Field order is the original interface's and must not change. */
export const Note = Type.Object(
  {
    Id: Type.Integer(),
    SendToHiringTeam: Type.Boolean(),
    Note: Type.String(),
    Private: Type.Boolean(),
    CreatedById: Type.Integer(),
    CreatedDate: DateTime,
    UpdatedDate: DateTime,
    VacancyId: Nullable(Type.Integer()),
  },
  { $id: 'Note', description: 'A note on a candidate.' },
)
export type Note = Static<typeof Note>
export const NoteRef = ref(Note)

const NoteText = Type.String({ minLength: 1, maxLength: 10000 })
const VacancyRef = Nullable(Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }))

export const NoteInput = Type.Object(
  {
    Note: NoteText,
    Private: Type.Optional(Type.Boolean({ default: false })),
    SendToHiringTeam: Type.Optional(Type.Boolean({ default: false })),
    VacancyId: Type.Optional(VacancyRef),
  },
  { $id: 'NoteInput', additionalProperties: false },
)
export type NoteInput = Static<typeof NoteInput>
export const NoteInputRef = ref(NoteInput)

/** PUT changes the fields it names; the others keep their value, so an edit never makes a private note public by omission. */
export const NoteUpdate = Type.Object(
  {
    Note: Type.Optional(NoteText),
    Private: Type.Optional(Type.Boolean()),
    SendToHiringTeam: Type.Optional(Type.Boolean()),
    VacancyId: Type.Optional(VacancyRef),
  },
  // An empty body changes nothing and is most likely a mistake: 400, as for vacancies and stages.
  { $id: 'NoteUpdate', additionalProperties: false, minProperties: 1 },
)
export type NoteUpdate = Static<typeof NoteUpdate>
export const NoteUpdateRef = ref(NoteUpdate)

export const NoteParams = Type.Object({ candidateId: IdString, noteId: IdString })
