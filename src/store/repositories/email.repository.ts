import type { Insertable } from 'kysely'
import type { EmailRow, EmailTable, EmailTemplateRow } from '../tables.js'
import { afterKey, pageArgs } from './keyset-page.js'
import type { Db, Page } from './types.js'

export function insertEmail(db: Db, values: Insertable<EmailTable>): Promise<EmailRow> {
  return db.insertInto('emails').values(values).returningAll().executeTakeFirstOrThrow()
}

export function findEmail(db: Db, id: number): Promise<EmailRow | undefined> {
  return db.selectFrom('emails').selectAll().where('id', '=', id).executeTakeFirst()
}

/**
 * A candidate's emails, oldest first (the caller has checked that it may see
 * the candidate): those sent to it, never those to members about it (SPEC C9).
 */
export function listCandidateEmails(db: Db, candidateId: number, page: Page): Promise<EmailRow[]> {
  return afterKey(
    db.selectFrom('emails').selectAll().where('candidate_id', '=', candidateId).where('member_id', 'is', null),
    ...pageArgs(page),
  ).execute()
}

/**
 * The outcome of one attempt, written only while the email is still
 * pending (an erased candidate's email is gone; a second run of a job finds
 * it settled): answers the row as it now is, or undefined when nothing changed.
 */
export function settleAttempt(
  db: Db,
  id: number,
  outcome: { status: EmailRow['status']; sentDate: string | null; error: string | null },
): Promise<EmailRow | undefined> {
  return db
    .updateTable('emails')
    .set((eb) => ({
      status: outcome.status,
      sent_date: outcome.sentDate,
      attempts: eb('attempts', '+', 1),
      last_error: outcome.error,
    }))
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .returningAll()
    .executeTakeFirst()
}

/** An email's stored text, changed once it is sent (a set-password link's secret taken out). */
export async function replaceBody(db: Db, id: number, body: string): Promise<void> {
  await db.updateTable('emails').set({ body }).where('id', '=', id).execute()
}

export function listTemplateOverrides(db: Db): Promise<EmailTemplateRow[]> {
  return db.selectFrom('email_templates').selectAll().orderBy('name').execute()
}

export function findTemplateOverride(db: Db, name: string): Promise<EmailTemplateRow | undefined> {
  return db.selectFrom('email_templates').selectAll().where('name', '=', name).executeTakeFirst()
}

/** Writes an admin's version of a template, replacing any earlier one. */
export async function saveTemplate(db: Db, row: EmailTemplateRow): Promise<void> {
  await db
    .insertInto('email_templates')
    .values(row)
    .onConflict((oc) =>
      oc
        .column('name')
        .doUpdateSet({ subject: row.subject, body: row.body, updated_date: row.updated_date, updated_by_id: row.updated_by_id }),
    )
    .execute()
}

/** Erasure: the candidate's emails, unsent ones included (their jobs then find nothing to send). */
export async function deleteCandidateEmails(db: Db, candidateId: number): Promise<void> {
  await db.deleteFrom('emails').where('candidate_id', '=', candidateId).execute()
}
