import { mailSettings } from '../domain/email/index.js'

/** The demo's emails are recorded as a service without a mail server records them: `not_sent`, never sent, whatever the configuration. */
export const DEMO_MAIL = mailSettings()
