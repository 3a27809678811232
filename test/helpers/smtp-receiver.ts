import type { AddressInfo } from 'node:net'
import { simpleParser, type ParsedMail } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import type { TestApp } from './app.js'
import { waitFor } from './documents.js'

/** How the receiver answers a message: accepts it, or refuses it with this SMTP reply code (451: try later; 550: refused). */
export type SmtpAnswer = 'accept' | number

/**
 * An SMTP server on loopback (port 0), no TLS and no sign-in: keeps every
 * message it accepted, parsed back (mailparser), with the raw text and the
 * envelope, and answers each message as `answer` says (accepts by default).
 */
export async function startSmtpReceiver(answer: (message: number) => SmtpAnswer = () => 'accept') {
  const accepted: Array<{ mail: ParsedMail; raw: string; envelopeTo: string[] }> = []
  let offered = 0
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (c: Buffer) => chunks.push(c))
      stream.on('end', () => {
        const a = answer(++offered)
        if (a !== 'accept') {
          const refusal = Object.assign(new Error(a >= 500 ? 'mailbox refused' : 'try again later'), { responseCode: a })
          callback(refusal)
          return
        }
        const raw = Buffer.concat(chunks).toString('utf8')
        simpleParser(raw).then(
          (mail) => {
            accepted.push({ mail, raw, envelopeTo: session.envelope.rcptTo.map((r) => r.address) })
            callback()
          },
          (err: unknown) => callback(err instanceof Error ? err : new Error(String(err))),
        )
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.server.address() as AddressInfo).port
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    accepted,
    /** Messages offered so far, accepted or refused. */
    offered: () => offered,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** Makes every queued email's next attempt due now and wakes the runner: retries without waiting out their delays. */
export async function emailRetryNow(t: TestApp): Promise<number> {
  const moved = await t.app.services.stores.database.db
    .updateTable('jobs')
    .set({ run_date: new Date(Date.now() - 1000).toISOString() })
    .where('kind', '=', 'email.send')
    .where('state', '=', 'queued')
    .executeTakeFirst()
  t.app.services.deliveries.wake()
  return Number(moved.numUpdatedRows)
}

/**
 * Once the email has made `attempts` attempts and its job waits for the
 * next, brings that attempt forward. Counted on the email, not on the job:
 * a job moved forward but not yet claimed must not pass for the next one.
 */
export async function attemptAgainAfter(t: TestApp, emailId: number, attempts: number): Promise<void> {
  const db = t.app.services.stores.database.db
  await waitFor(async () => {
    const email = await db.selectFrom('emails').select('attempts').where('id', '=', emailId).executeTakeFirst()
    return (email?.attempts ?? 0) >= attempts && (await emailRetryNow(t)) > 0
  }, `an email queued again after ${attempts} attempts`)
}
