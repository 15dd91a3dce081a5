import type { AlertKind } from '#domain/account/alerts.ts'
import type { CompanyRole } from '#domain/account/company-roles.ts'
import type { Tx } from '#server/db/client.ts'
import { alertDigestEntries } from '#server/db/schema.ts'
import type { MailContent } from '#server/services/mail/account-mails.ts'
import { enqueueMail } from '#server/services/mail/outbox.ts'
import { alertRecipients } from './alert-recipients.ts'

/** Who an alert is written for: the name it greets, the role that decides which pages it may link. */
export interface AlertReader {
  name: string
  role: CompanyRole
}

/** Something that happened to a card, for the logins of its account who chose to hear of it (ADR 0029). */
export interface AlertEvent {
  kind: AlertKind
  accountId: number
  cardId: number
  /** The mail for one recipient, greeted by name: the same text each event mailed to the account before. */
  mail: (recipient: AlertReader) => MailContent
  /** One line for the daily digest; written per reader when it links a page not every role may open. */
  summary: string | ((recipient: AlertReader) => string)
}

/**
 * Fans one event out, in the transaction that caused it (so alerts exist if and only if the change commits): one
 * outbox mail per login that wants it at once, one digest entry per login that wants the daily digest. Answers how
 * many logins it reached.
 */
export async function sendAlert(tx: Tx, event: AlertEvent, now: Date): Promise<number> {
  const recipients = await alertRecipients(tx, event)
  for (const recipient of recipients) {
    const content = event.mail(recipient)
    if (recipient.delivery === 'now') {
      await enqueueMail(tx, { toAddress: recipient.eMail, ...content })
      continue
    }
    await tx.insert(alertDigestEntries).values({
      accountId: event.accountId,
      userId: recipient.userId,
      kind: event.kind,
      cardId: event.cardId,
      subject: content.subject,
      summary: typeof event.summary === 'string' ? event.summary : event.summary(recipient),
      createdAt: now,
    })
  }
  return recipients.length
}
