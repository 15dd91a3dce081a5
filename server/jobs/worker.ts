import path from 'node:path'
import { type MailTransport, fileTransport, smtpTransport } from '#server/adapters/mail-transport.ts'
import type { AppDeps } from '#server/context.ts'
import type { OutboxMail } from '#server/db/schema.ts'
import { isDatabaseUnavailable } from '#server/db/unavailable.ts'
import { claimDueMail, markMailFailed, markMailSent, outboxMessageId } from '#server/services/mail/outbox.ts'
import { createAutoloadPass } from './autoload.ts'
import { createDigestPass } from './daily-digest.ts'
import { createErpPass } from './erp-postings.ts'
import { createHousekeeping } from './housekeeping.ts'
import { createStatementNoticePass } from './statement-notices.ts'
import { createWeatherAlertPass } from './weather-alerts.ts'

/** At most this many messages per pass (a pass a second): a backlog drains at ten a second. */
const mailPerPass = 10

export interface Worker {
  /** Runs one pass now (tests call this instead of waiting for the timer). */
  tick(): Promise<void>
  stop(): Promise<void>
}

export function mailTransportFor(deps: AppDeps): MailTransport {
  const { SMTP_URL, dataDir } = deps.config
  return SMTP_URL ? smtpTransport(SMTP_URL) : fileTransport(path.join(dataDir, 'mail'))
}

/**
 * Polls the autoload top-ups, the daily alert digests, the outbox and the ERP postings until stopped; tidies expired
 * rows now and then.
 */
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
  const runDueAutoloads = createAutoloadPass(deps)
  const mailDueDigests = createDigestPass(deps)
  const pollWeatherAlerts = createWeatherAlertPass(deps)
  const mailDueStatementNotices = createStatementNoticePass(deps)

  /** Claims and sends one message at a time, so each claim's lease covers one send rather than a batch of them. */
  async function sendDueMail() {
    for (let sent = 0; sent < mailPerPass; sent++) {
      const [mail] = await claimDueMail(deps.db, deps.now(), 1)
      if (!mail) return
      await sendClaimedMail(mail)
    }
  }

  async function sendClaimedMail(mail: OutboxMail) {
    try {
      await transport.send({
        from: deps.config.MAIL_FROM,
        to: mail.toAddress,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        messageId: outboxMessageId(mail, deps.config.MAIL_FROM),
      })
    } catch (error) {
      deps.log.warn({ err: error, mailId: mail.id }, 'mail delivery failed; will retry')
      const message = error instanceof Error ? error.message : String(error)
      await markMailFailed(deps.db, mail, message, deps.now())
      return
    }
    // Not in the catch above: sent is sent. Should this write fail (the database went away), the message stays
    // claimed and goes out once more when the claim runs out: the one duplicate SMTP leaves possible.
    await markMailSent(deps.db, mail.id, deps.now())
  }

  const tick = () => {
    running = running
      // Top-ups first: their receipts and notices then go out in the same pass.
      .then(runDueAutoloads)
      // Digests next, so they go out in this pass's mail.
      .then(mailDueDigests)
      .then(mailDueStatementNotices)
      .then(pollWeatherAlerts)
      .then(sendDueMail)
      .then(postDueErpDocuments)
      .then(housekeeping)
      .catch((error: unknown) => {
        if (isDatabaseUnavailable(error))
          deps.log.warn({ err: error }, 'worker pass stopped: database unavailable')
        else deps.log.error({ err: error }, 'worker pass failed')
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
