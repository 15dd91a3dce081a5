import type { PublicFormData } from '#domain/forms/schemas.ts'
import { torontoDate, formatTorontoDateTime } from '#domain/kernel/shop-time/format.ts'
import type { AppDeps } from '#server/context.ts'
import { type FormKind, formSubmissions } from '#server/db/schema.ts'
import { enqueueMail } from '#server/services/mail/outbox.ts'
import { confirmationMail, salesMail } from './form-mails.ts'

/**
 * Stores a public form's request and, in the same transaction, queues its mail to the sales mailbox and the
 * confirmation to the sender: the request is kept exactly when its mails will go out.
 */
export async function recordFormSubmission(
  deps: Pick<AppDeps, 'db' | 'config' | 'now'>,
  input: { kind: FormKind; data: PublicFormData; ip: string },
): Promise<number> {
  const { db, config } = deps
  const { kind, data, ip } = input
  const now = deps.now()
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(formSubmissions)
      .values({ kind, eMail: data.email, payload: data, ip, createdAt: now })
      .returning({ id: formSubmissions.id })
    if (!row) throw new Error('form submission insert returned no row')
    await enqueueMail(tx, {
      toAddress: config.SALES_EMAIL,
      ...salesMail({
        kind,
        data,
        submissionId: row.id,
        receivedAt: formatTorontoDateTime(now.toISOString()),
      }),
    })
    await enqueueMail(tx, {
      toAddress: data.email,
      ...confirmationMail({
        kind,
        brandName: config.BRAND_NAME,
        date: torontoDate(now),
        hotline: config.HOTLINE[0] ?? '',
      }),
    })
    return row.id
  })
}
