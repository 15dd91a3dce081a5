import path from 'node:path'
import { type MailTransport, fileTransport, smtpTransport } from '#server/adapters/mail-transport.ts'
import type { AppDeps } from '#server/context.ts'
import { claimDueMail, markMailFailed, markMailSent } from '#server/services/mail/outbox.ts'
import { createErpPass } from './erp-postings.ts'
import { createHousekeeping } from './housekeeping.ts'

export interface Worker {
  /** Runs one pass now (tests call this instead of waiting for the timer). */
  tick(): Promise<void>
  stop(): Promise<void>
}

export function mailTransportFor(deps: AppDeps): MailTransport {
  const { SMTP_URL, dataDir } = deps.config
  return SMTP_URL ? smtpTransport(SMTP_URL) : fileTransport(path.join(dataDir, 'mail'))
}

/** Polls the outbox and the ERP postings until stopped; tidies expired rows now and then. */
export function startWorker(
  deps: AppDeps,
  {
    intervalMs = 1000,
    transport = mailTransportFor(deps),
  }: { intervalMs?: number; transport?: MailTransport } = {},
): Worker {
  let running: Promise<void> = Promise.resolve()
  let stopped = false
  const housekeeping = createHousekeeping(deps)
  const postDueErpDocuments = createErpPass(deps)

  async function sendDueMail() {
    const batch = await claimDueMail(deps.db, deps.now())
    for (const mail of batch) {
      try {
        await transport.send({
          from: deps.config.MAIL_FROM,
          to: mail.toAddress,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
        })
        await markMailSent(deps.db, mail.id, deps.now())
      } catch (error) {
        deps.log.warn({ err: error, mailId: mail.id }, 'mail delivery failed; will retry')
        await markMailFailed(
          deps.db,
          mail,
          error instanceof Error ? error.message : String(error),
          deps.now(),
        )
      }
    }
  }

  const tick = () => {
    running = running
      .then(sendDueMail)
      .then(postDueErpDocuments)
      .then(housekeeping)
      .catch((error: unknown) => {
        deps.log.error({ err: error }, 'worker pass failed')
      })
    return running
  }

  const timer = setInterval(() => {
    if (!stopped) void tick()
  }, intervalMs)
  timer.unref()

  return {
    tick,
    async stop() {
      stopped = true
      clearInterval(timer)
      await running
      transport.close()
    },
  }
}
