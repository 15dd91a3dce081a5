import {
  type AlertPreferencesInput,
  type AlertPreferencesView,
  alertKindsByRole,
} from '#domain/account/alerts.ts'
import type { Db } from '#server/db/client.ts'
import { alertPreferences } from '#server/db/schema.ts'
import { recordAudit } from '#server/services/audit.ts'
import { type SignedIn, loginActor } from '#server/services/auth/sessions.ts'
import { alertLoginsOf } from './alert-recipients.ts'

/** The signed-in login's alert choice, or its default, and what its role may choose. */
export async function readOwnAlertPreferences(db: Db, session: SignedIn): Promise<AlertPreferencesView> {
  const userId = session.user?.id ?? null
  const login = (await alertLoginsOf(db, session.account.id)).find((each) => each.userId === userId)
  if (!login) throw new Error(`login ${session.account.id}/${userId} has no row`)
  return {
    kinds: login.kinds,
    delivery: login.delivery,
    allowedKinds: [...alertKindsByRole[login.role]],
    role: login.role,
    isDefault: login.isDefault,
  }
}

/** Saves the login's own choice (already checked against its role by the shared schema), audited. */
export async function saveOwnAlertPreferences(
  db: Db,
  actor: { session: SignedIn; ip: string | null },
  input: AlertPreferencesInput,
  now: Date,
): Promise<void> {
  const { session } = actor
  await db.transaction(async (tx) => {
    await tx
      .insert(alertPreferences)
      .values({ accountId: session.account.id, userId: session.user?.id ?? null, ...input, updatedAt: now })
      .onConflictDoUpdate({
        target: [alertPreferences.accountId, alertPreferences.userId],
        set: { kinds: input.kinds, delivery: input.delivery, updatedAt: now },
      })
    await recordAudit(tx, {
      action: 'alert-preferences.changed',
      actorAccountId: session.account.id,
      subject: session.account.customerNo,
      details: { actor: loginActor(session), kinds: input.kinds, delivery: input.delivery },
      ip: actor.ip,
      at: now,
    })
  })
}
