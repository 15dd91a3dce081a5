import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'
import { type ParsedMail, parseMail } from './mime.ts'

export interface ReceivedMail extends ParsedMail {
  /** Envelope recipients, as the SMTP client gave them. */
  to: string[]
  /** The name the client greeted with (EHLO): which app process sent it, when each names itself. */
  clientName: string
}

/** A message whose DATA arrived and whose answer the sink holds back until the test decides. */
export interface HeldAnswer {
  /** Resolves once a message has arrived and waits for its answer. */
  arrived: Promise<ReceivedMail>
  /** 250: the message is accepted (and counted in `received`). */
  accept(): void
  /** 451: refused for now; the client's send fails. */
  refuse(): void
}

export interface SmtpSink {
  /** An smtp:// URL for SMTP_URL. */
  url: string
  received: ReceivedMail[]
  /** Every message received so far for one address. */
  to(address: string): ReceivedMail[]
  /** The server goes away (connections cut, the port refuses): SMTP is down. */
  stop(): Promise<void>
  /** Listening again on the same port. */
  start(): Promise<void>
  /** The next message (to `address`) is held at the end of its DATA, its answer in the test's hands: a send in flight. */
  hold(address?: string): HeldAnswer
  close(): Promise<void>
}

interface Holding {
  address?: string
  arrived(mail: ReceivedMail, answer: (error?: Error) => void): void
}

/** A real SMTP server on a free loopback port that keeps every message it accepts; it can be stopped and started. */
export async function startSmtpSink(): Promise<SmtpSink> {
  const received: ReceivedMail[] = []
  let holding: Holding | null = null

  const listen = async (port: number) => {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      // Stopping cuts open connections at once instead of waiting for them (30 s by default).
      closeTimeout: 50,
      onData(stream, session, callback) {
        const chunks: Buffer[] = []
        stream.on('data', (chunk: Buffer) => chunks.push(chunk))
        stream.on('end', () => {
          const to = session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase())
          const mail = {
            to,
            clientName: session.hostNameAppearsAs,
            ...parseMail(Buffer.concat(chunks).toString('utf8')),
          }
          const held = holding && (!holding.address || to.includes(holding.address)) ? holding : null
          if (!held) {
            received.push(mail)
            callback()
            return
          }
          holding = null
          held.arrived(mail, callback)
        })
      },
    })
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(port, '127.0.0.1', () => resolve())
    })
    return server
  }

  let server: SMTPServer | null = await listen(0)
  const { port } = server.server.address() as AddressInfo
  const stop = async () => {
    const running = server
    server = null
    if (running) await new Promise<void>((resolve) => running.close(() => resolve()))
  }
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    to: (address) => received.filter((mail) => mail.to.includes(address.toLowerCase())),
    stop,
    async start() {
      server ??= await listen(port)
    },
    hold(address) {
      let arrived!: (mail: ReceivedMail) => void
      let answer: ((error?: Error) => void) | undefined
      let pending: ReceivedMail | undefined
      const promise = new Promise<ReceivedMail>((resolve) => (arrived = resolve))
      holding = {
        address: address?.toLowerCase(),
        arrived(mail, callback) {
          pending = mail
          answer = callback
          arrived(mail)
        },
      }
      const answered = () => {
        if (!answer || !pending) throw new Error('no message is held yet')
        const callback = answer
        answer = undefined
        return { callback, mail: pending }
      }
      return {
        arrived: promise,
        accept() {
          const { callback, mail } = answered()
          received.push(mail)
          callback()
        },
        refuse() {
          const { callback } = answered()
          callback(Object.assign(new Error('Try again later'), { responseCode: 451 }))
        },
      }
    },
    close: stop,
  }
}
