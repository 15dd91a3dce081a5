import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'
import { type ParsedMail, parseMail } from './mime.ts'

export interface ReceivedMail extends ParsedMail {
  /** Envelope recipients, as the SMTP client gave them. */
  to: string[]
  /** The name the client greeted with (EHLO): which app process sent it, when each names itself. */
  clientName: string
}

export interface SmtpSink {
  /** An smtp:// URL for SMTP_URL. */
  url: string
  received: ReceivedMail[]
  /** Every message received so far for one address. */
  to(address: string): ReceivedMail[]
  close(): Promise<void>
}

/** A real SMTP server on a free loopback port that keeps every message it accepts. */
export async function startSmtpSink(): Promise<SmtpSink> {
  const received: ReceivedMail[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase())
        received.push({
          to,
          clientName: session.hostNameAppearsAs,
          ...parseMail(Buffer.concat(chunks).toString('utf8')),
        })
        callback()
      })
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => resolve())
  })
  const { port } = server.server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    to: (address) => received.filter((mail) => mail.to.includes(address.toLowerCase())),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
