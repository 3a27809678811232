/**
 * The SMTP side of sending an email: one hand-over of one message to the
 * configured server. What to send, when to retry and what an outcome means
 * are decided by the domain (domain/email/email-sending.ts).
 */

export interface SmtpOptions {
  /** `smtp://` or `smtps://`, credentials in the URL. */
  readonly smtpUrl: string
  readonly mailFrom: string
  /** One attempt's bound, connecting included. */
  readonly timeoutMs: number
}

/** One message as the SMTP server is handed it. */
export interface OutgoingEmail {
  /** The email's id: with its creation date, the Message-ID every attempt repeats. */
  readonly id: number
  readonly to: string
  readonly subject: string
  /** Plain text, never HTML. */
  readonly text: string
  readonly createdDate: string
  /** An iCalendar attachment, sent as the message's calendar part. */
  readonly calendar: { readonly method: string; readonly text: string } | null
}

/**
 * One hand-over to the SMTP server, bounded in time, the message built by
 * nodemailer from plain values: the subject and the address are headers it
 * encodes (and queueEmail refused line breaks in them), the body is text.
 */
export async function deliverBySmtp(email: OutgoingEmail, options: SmtpOptions, signal?: AbortSignal): Promise<void> {
  // Loaded by the first email sent, not at start: most instances send none, and it weighs some 12 MB resident.
  const { createTransport } = await import('nodemailer')
  const transport = createTransport({
    url: options.smtpUrl,
    connectionTimeout: options.timeoutMs,
    greetingTimeout: options.timeoutMs,
    socketTimeout: options.timeoutMs,
    disableFileAccess: true,
    disableUrlAccess: true,
  })
  let timer: NodeJS.Timeout | undefined
  let abort: (() => void) | undefined
  const stop = new Promise<never>((_, reject) => {
    const end = (why: string) => {
      transport.close()
      reject(new Error(why))
    }
    timer = setTimeout(() => end('timed out'), options.timeoutMs)
    abort = () => end('stopped')
    signal?.addEventListener('abort', abort, { once: true })
  })
  // Settled after the race when nothing waits for it any more.
  stop.catch(() => {})
  try {
    await Promise.race([
      transport.sendMail({
        from: options.mailFrom,
        to: { name: '', address: email.to },
        subject: email.subject,
        text: email.text,
        // The same id on every attempt: a receiver can tell a message sent again after a crash.
        messageId: `<ats-email-${email.id}-${Date.parse(email.createdDate)}@${domainOf(options.mailFrom)}>`,
        ...(email.calendar
          ? { icalEvent: { method: email.calendar.method, filename: 'invitation.ics', content: email.calendar.text } }
          : {}),
      }),
      stop,
    ])
  } finally {
    clearTimeout(timer)
    if (abort) signal?.removeEventListener('abort', abort)
    transport.close()
  }
}

function domainOf(from: string): string {
  const match = /@([^\s>]+)/.exec(from)
  return match?.[1] ?? 'localhost'
}
