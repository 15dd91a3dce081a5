import type { AppDeps } from '#server/context.ts'
import type { Tx } from '#server/db/client.ts'
import { passwordResetTokens } from '#server/db/schema.ts'
import { type SetPasswordReason, setPasswordMail } from '#server/services/mail/account-mails.ts'
import { enqueueMail } from '#server/services/mail/outbox.ts'
import { resetLink } from './password-reset.ts'
import { hashToken, newToken } from './tokens.ts'

/**
 * A link staff send (a welcome, an invitation, "set your password") works for a week: the person may not read the
 * mail the same half hour, unlike a reset they asked for themselves. Single use, like every reset token.
 */
export const setPasswordLinkLifetimeMs = 7 * 24 * 60 * 60_000

/** The password hash of an account that has no password yet: no argon2 output ever equals it, so no sign-in matches. */
export const noPasswordYet = '!no-password-yet'

/**
 * Writes a single-use set-password token and its mail in the caller's transaction, so the mail goes out if and only
 * if the change that asked for it (an approval, an invitation) is committed. The link opens the storefront's
 * reset-password popup, the same flow as a reset the person asked for, titled for setting a password.
 */
export async function enqueueSetPasswordLink(
  tx: Tx,
  deps: Pick<AppDeps, 'config'>,
  input: {
    account: { id: number; name: string; eMail: string }
    /** The account's user whose password the link sets (ADR 0027), with their own name and address. */
    user?: { id: number; name: string; eMail: string }
    reason: SetPasswordReason
    now: Date
  },
): Promise<void> {
  const { account, user, reason, now } = input
  const token = newToken()
  await tx.insert(passwordResetTokens).values({
    tokenHash: hashToken(token),
    accountId: account.id,
    userId: user?.id ?? null,
    expiresAt: new Date(now.getTime() + setPasswordLinkLifetimeMs),
    createdAt: now,
  })
  const mail = setPasswordMail({
    brandName: deps.config.BRAND_NAME,
    name: (user ?? account).name,
    link: resetLink(deps.config.PUBLIC_SITE_URL, token, { setPassword: true }),
    validDays: setPasswordLinkLifetimeMs / 86_400_000,
    reason,
  })
  await enqueueMail(tx, { toAddress: (user ?? account).eMail, ...mail })
}
