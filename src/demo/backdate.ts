import type { Db } from '../store/repositories/types.js'
import { backdateAudit } from './backdate-audit.js'
import { backdateEvents, momentsOf } from './backdate-events.js'

const iso = (ms: number) => new Date(ms).toISOString()

/**
 * The demo's past: when each row it made should have happened.
 *
 * The domain takes the time of every write from `domain/clock.ts` and has no
 * way to be told another moment; a clock parameter on every write path, for
 * one command, would weigh on all of them. So the demo makes its data
 * through the domain at today's time, as the API would (every rule checked,
 * every history entry written), notes here the moment each row stands for,
 * and `apply` then writes those moments over the dates in one transaction,
 * the events' with them (backdate-events.ts). Only dates change (and the
 * order of the demo's events), and this is the one place of the demo that
 * writes to the tables directly.
 */
export class Backdating {
  private readonly members = new Map<number, number>()
  readonly vacancies = new Map<number, { created: number; updated: number; published?: number }>()
  readonly candidates = new Map<number, { created: number; updated: number }>()
  readonly documents = new Map<string, number>()
  readonly notes = new Map<number, number>()
  readonly flags = new Map<number, number>()
  readonly emails = new Map<number, number>()
  /** The moment of each history entry of an application, in the order the domain wrote them. */
  readonly applications = new Map<number, number[]>()
  /** When each interview was scheduled, and each scorecard submitted (its date is the interview's own). */
  readonly interviews = new Map<number, number>()
  readonly scorecards = new Map<number, number>()

  member(id: number, at: number): void {
    this.members.set(id, at)
  }

  /** A vacancy created at `created`, last changed at `updated`, published (when it is) at `published`. */
  vacancy(id: number, created: number, updated = created, published?: number): void {
    this.vacancies.set(id, { created, updated, ...(published !== undefined && { published }) })
  }

  /** A candidate created at `created`; each document makes it change again. */
  candidate(id: number, created: number): void {
    this.candidates.set(id, { created, updated: created })
  }

  document(id: string, candidateId: number, at: number): void {
    this.documents.set(id, at)
    const candidate = this.candidates.get(candidateId)
    if (candidate) candidate.updated = Math.max(candidate.updated, at)
  }

  note(id: number, at: number): void {
    this.notes.set(id, at)
  }

  flag(id: number, at: number): void {
    this.flags.set(id, at)
  }

  email(id: number, at: number): void {
    this.emails.set(id, at)
  }

  /** One more entry of the application's history (its creation first), at `at`. */
  applicationEvent(id: number, at: number): void {
    const times = this.applications.get(id) ?? []
    times.push(at)
    this.applications.set(id, times)
  }

  interview(id: number, scheduledAt: number): void {
    this.interviews.set(id, scheduledAt)
  }

  scorecard(id: number, submittedAt: number): void {
    this.scorecards.set(id, submittedAt)
  }

  /**
   * Writes the moments noted over the dates the domain wrote, those of the
   * events after `eventsAfter` and of the audit rows after `auditAfter` too,
   * all or nothing.
   */
  async apply(db: Db, eventsAfter: number, auditAfter: number): Promise<void> {
    await db.transaction().execute(async (trx) => {
      for (const [id, at] of this.members) {
        await trx
          .updateTable('members')
          .set({ created_date: iso(at) })
          .where('id', '=', id)
          .execute()
      }
      for (const [id, { created, updated, published }] of this.vacancies) {
        await trx
          .updateTable('vacancies')
          .set({
            created_date: iso(created),
            updated_date: iso(updated),
            ...(published !== undefined && { published_date: iso(published) }),
          })
          .where('id', '=', id)
          .execute()
      }
      for (const [id, { created, updated }] of this.candidates) {
        await trx
          .updateTable('candidates')
          .set({ created_date: iso(created), updated_date: iso(updated) })
          .where('id', '=', id)
          .execute()
      }
      for (const [id, at] of this.documents) {
        await trx
          .updateTable('documents')
          .set({ created_date: iso(at) })
          .where('id', '=', id)
          .execute()
      }
      for (const [id, at] of this.notes) {
        await trx
          .updateTable('notes')
          .set({ created_date: iso(at), updated_date: iso(at) })
          .where('id', '=', id)
          .execute()
      }
      for (const [id, at] of this.flags) {
        await trx
          .updateTable('flags')
          .set({ created_date: iso(at) })
          .where('id', '=', id)
          .execute()
      }
      for (const [id, at] of this.emails) {
        await trx
          .updateTable('emails')
          .set({ created_date: iso(at) })
          .where('id', '=', id)
          .execute()
      }
      for (const [id, times] of this.applications) {
        const entries = await trx.selectFrom('application_history').select('id').where('application_id', '=', id).orderBy('id').execute()
        if (entries.length !== times.length)
          throw new Error(`application ${id}: ${entries.length} history entries, ${times.length} moments`)
        for (const [i, entry] of entries.entries()) {
          await trx
            .updateTable('application_history')
            .set({ changed_date: iso(times[i] ?? 0) })
            .where('id', '=', entry.id)
            .execute()
        }
        await trx
          .updateTable('applications')
          .set({ created_date: iso(times[0] ?? 0), updated_date: iso(times[times.length - 1] ?? 0) })
          .where('id', '=', id)
          .execute()
      }
      for (const [id, at] of this.interviews) {
        await trx
          .updateTable('interviews')
          .set({ created_date: iso(at), updated_date: iso(at) })
          .where('id', '=', id)
          .execute()
      }
      for (const [id, at] of this.scorecards) {
        await trx
          .updateTable('scorecards')
          .set({ created_date: iso(at), updated_date: iso(at), submitted_date: iso(at) })
          .where('id', '=', id)
          .execute()
      }
      await backdateEvents(trx, eventsAfter, momentsOf(this))
      await backdateAudit(trx, auditAfter, this)
    })
  }
}
