import { Type } from 'typebox'
import { DateTime, Nullable, ref } from './common.schema.js'
import { EVENT_TYPES } from '../../domain/vocabulary.js'

export const EventType = Type.Unsafe<(typeof EVENT_TYPES)[number]>({
  $id: 'EventType',
  type: 'string',
  enum: [...EVENT_TYPES],
  description: 'What changed: the resource, then what happened to it.',
})

/** Field order is the contract's (SPEC C6). */
export const Event = Type.Object(
  {
    Id: Type.Integer({ description: 'The change feed cursor: ids are in commit order.' }),
    Type: ref(EventType),
    OccurredDate: DateTime,
    ActorId: Nullable(Type.Integer({ description: 'The member who made the change; null for the service itself.' })),
    CandidateId: Nullable(Type.Integer({ description: 'The candidate the change is about; null for a change of a vacancy.' })),
    Data: Type.Object(
      {},
      {
        additionalProperties: true,
        description:
          'The resource as the API answered the change (a deletion: `{Id}`; `vacancy.stages_changed`: `{Id, Stages}`; ' +
          "`vacancy.team_changed`: `{Id, HiringTeam}`). Never a private note's `Note` text; an erased candidate's events keep ids only.",
      },
    ),
  },
  { $id: 'Event', description: 'One change, as the event log keeps it.' },
)
export const EventRef = ref(Event)
