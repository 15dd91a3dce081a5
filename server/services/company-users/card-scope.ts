import { eq } from 'drizzle-orm'
import { seesAssignedCardsOnly } from '#domain/account/company-roles.ts'
import type { Db } from '#server/db/client.ts'
import { driverCards } from '#server/db/schema.ts'
import type { SignedIn } from '#server/services/auth/sessions.ts'

/**
 * The cards a session may read: null for all of the account's, or a driver's assigned ones (ADR 0027). Callers still
 * match every card on the account too, so an assignment can never reach past it.
 */
export async function visibleCardIds(db: Db, session: SignedIn): Promise<number[] | null> {
  if (!seesAssignedCardsOnly(session.role) || session.user === null) return null
  const rows = await db
    .select({ cardId: driverCards.cardId })
    .from(driverCards)
    .where(eq(driverCards.userId, session.user.id))
  return rows.map((row) => row.cardId)
}
