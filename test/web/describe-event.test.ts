import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { describeEvent, EVENT_WORDS, type EventNames } from '../../web/src/activity/describe-event.js'
import { EVENT_TYPES, type EventType } from '../../src/domain/vocabulary.js'

/** The console's sentence for each event (web/src/activity/describe-event.ts): plain functions, no browser. */
const names: EventNames = {
  members: [
    { MemberId: 1, Name: 'Maria Rossi' },
    { MemberId: 2, Name: 'Tom Becker' },
    { MemberId: 3, Name: 'Anna Schmidt' },
  ],
  selfId: 3,
  vacancies: [{ Id: 10, Title: 'Backend Engineer' }],
  stages: new Map([
    [
      10,
      [
        { Id: 100, Name: 'Applied' },
        { Id: 102, Name: 'Interview' },
      ],
    ],
  ]),
}
const event = (Type: EventType, Data: Record<string, unknown>, ActorId: number | null = 1) => ({
  Id: 1,
  Type,
  OccurredDate: '2026-11-22T09:30:00.000Z',
  ActorId,
  CandidateId: 7,
  Data,
})

/** Data as each kind of event carries it (SPEC C6). */
const DATA: Record<string, Record<string, unknown>> = {
  candidate: { Id: 7, FirstName: 'Jane', LastName: 'Doe' },
  document: { Id: 'abc', CandidateId: 7, FileName: 'cv.pdf' },
  note: { Id: 5, Note: 'Strong in Go', Private: false, SendToHiringTeam: false, VacancyId: null, CreatedById: 1 },
  flag: { Id: 4, FlagType: 1, Note: 'Great call' },
  application: { Id: 9, CandidateId: 7, VacancyId: 10, StageId: 102, Status: 'active', RejectionReason: null },
  vacancy: { Id: 10, Title: 'Backend Engineer' },
  email: { Id: 3, To: 'jane@example.com', Subject: 'Your application', Template: null, Status: 'sent', CreatedById: 1 },
  interview: { Id: 11, ApplicationId: 9, StageId: 102, Status: 'scheduled', InterviewerIds: [1] },
  scorecard: { Id: 12, InterviewId: 11, ApplicationId: 9, InterviewerId: 1, Status: 'submitted', Recommendation: 'yes' },
}

describe('describeEvent: an event as a sentence', () => {
  test('every event type the service records has its words', () => {
    assert.deepEqual(Object.keys(EVENT_WORDS).sort(), [...EVENT_TYPES].sort())
    const sentences = new Set<string>()
    for (const type of EVENT_TYPES) {
      const kind = type.split('.')[0]!
      const data = type.endsWith('.deleted') ? { Id: DATA[kind]!.Id } : DATA[kind]!
      const sentence = describeEvent(event(type, data), names)
      assert.match(sentence, /^Maria Rossi [a-z]/, `${type}: ${sentence}`)
      assert.doesNotMatch(sentence, /undefined|null|\[object|made a change/, `${type}: ${sentence}`)
      sentences.add(sentence)
    }
    // No two types read alike.
    assert.equal(sentences.size, EVENT_TYPES.length)
  })

  test('moves, flags, notes and applications name their stage, flag, kind and vacancy', () => {
    assert.equal(
      describeEvent(event('application.moved', DATA.application!), names),
      'Maria Rossi moved the application for Backend Engineer to Interview',
    )
    assert.equal(describeEvent(event('flag.created', DATA.flag!, 3), names), 'You flagged the candidate as Favorite: Great call')
    assert.equal(describeEvent(event('note.created', { ...DATA.note, Private: true }, 2), names), 'Tom Becker added a private note')
    assert.equal(
      describeEvent(event('note.updated', { ...DATA.note, SendToHiringTeam: true, VacancyId: 10 }, 2), names),
      'Tom Becker edited a note for the hiring team about Backend Engineer',
    )
    assert.equal(
      describeEvent(event('application.rejected', { ...DATA.application, RejectionReason: 'Too junior' }), names),
      'Maria Rossi rejected the application for Backend Engineer: Too junior',
    )
    assert.equal(describeEvent(event('document.created', DATA.document!), names), 'Maria Rossi uploaded a document, cv.pdf')
  })

  test('the careers site (no actor), a removed member, a stage or vacancy it cannot name, an erased candidate', () => {
    assert.equal(describeEvent(event('candidate.created', DATA.candidate!, null), names), 'The candidate applied through the careers site')
    assert.equal(
      describeEvent(event('application.created', DATA.application!, null), names),
      'The candidate applied for Backend Engineer through the careers site',
    )
    assert.equal(describeEvent(event('candidate.updated', DATA.candidate!, 99), names), 'A former member changed the candidate’s details')
    assert.equal(
      describeEvent(event('application.moved', { ...DATA.application, StageId: 999 }), names),
      'Maria Rossi moved the application for Backend Engineer to a stage since removed',
    )
    assert.equal(
      describeEvent(event('application.hired', { ...DATA.application, VacancyId: 11 }), names),
      'Maria Rossi hired the candidate for a vacancy',
    )
    // Ids only, after an erasure: no file name, no flag note.
    assert.equal(describeEvent(event('document.created', { Id: 'abc', CandidateId: 7 }), names), 'Maria Rossi uploaded a document')
    assert.equal(describeEvent(event('flag.created', { Id: 4 }), names), 'Maria Rossi flagged the candidate')
  })
})
