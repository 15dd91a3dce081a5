import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import nodemailer from 'nodemailer'

export interface OutgoingMail {
  from: string
  to: string
  subject: string
  text: string
  html?: string | null
  /** The same for every attempt at one outbox row, so a copy sent twice can be recognised as one message. */
  messageId?: string
}

/** Delivers one message or throws; the outbox worker retries what throws. */
export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>
  close(): void
}

/**
 * Limits on one SMTP exchange, far below nodemailer's defaults (2 min to connect, 10 min of silence): a send must end
 * well within the outbox's claim (five minutes, server/services/mail/outbox.ts), or a second worker could take the
 * same message while the first is still sending it.
 */
export const smtpTimeouts = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 }

export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport({ url, ...smtpTimeouts })
  return {
    async send(mail) {
      await transporter.sendMail({ ...mail, html: mail.html ?? undefined })
    },
    close: () => transporter.close(),
  }
}

/** Without SMTP, each message becomes an .eml file that any mail client opens. */
export function fileTransport(directory: string): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true })
  return {
    async send(mail) {
      const info = await transporter.sendMail({ ...mail, html: mail.html ?? undefined })
      await mkdir(directory, { recursive: true })
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`
      await writeFile(path.join(directory, name), info.message as Buffer)
    },
    close: () => transporter.close(),
  }
}
