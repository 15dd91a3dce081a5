import { and, eq, isNull } from 'drizzle-orm'
import {
  type AlertDelivery,
  type AlertKind,
  alertKinds,
  defaultAlertKinds,
  mayReceive,
} from '#domain/account/alerts.ts'
import type { CompanyRole } from '#domain/account/company-roles.ts'
import type { Db, Tx } from '#server/db/client.ts'
import { accountUsers, accounts, alertPreferences, driverCards } from '#server/db/schema.ts'

/** One login of an account as alerts see it: who, where to, and what it chose (or its default). */
export interface AlertLogin {
  userId: number | null
  name: string
  eMail: string
  role: CompanyRole
  kinds: AlertKind[]
  delivery: AlertDelivery
  isDefault: boolean
}

/** Kinds read back from the database: only known kinds count, whatever an older row holds. */
const knownKinds = (kinds: readonly string[]) => alertKinds.filter((kind) => kinds.includes(kind))

function choiceOf(
  role: CompanyRole,
  ownLogin: boolean,
  row: { kinds: string[] | null; delivery: AlertDelivery | null },
) {
  if (row.kinds === null || row.delivery === null)
    return { kinds: defaultAlertKinds(role, ownLogin), delivery: 'now' as const, isDefault: true }
  return { kinds: knownKinds(row.kinds), delivery: row.delivery, isDefault: false }
}

/** Every login of the account, the own login first, with its alert choice. */
export async function alertLoginsOf(db: Db | Tx, accountId: number): Promise<AlertLogin[]> {
  const [own] = await db
    .select({
      name: accounts.name,
      eMail: accounts.eMail,
      role: accounts.loginRole,
      kinds: alertPreferences.kinds,
      delivery: alertPreferences.delivery,
    })
    .from(accounts)
    .leftJoin(
      alertPreferences,
      and(eq(alertPreferences.accountId, accounts.id), isNull(alertPreferences.userId)),
    )
    .where(eq(accounts.id, accountId))
  const users = await db
    .select({
      userId: accountUsers.id,
      name: accountUsers.name,
      eMail: accountUsers.eMail,
      role: accountUsers.role,
      kinds: alertPreferences.kinds,
      delivery: alertPreferences.delivery,
    })
    .from(accountUsers)
    .leftJoin(alertPreferences, eq(alertPreferences.userId, accountUsers.id))
    .where(eq(accountUsers.accountId, accountId))
    .orderBy(accountUsers.id)
  const logins: AlertLogin[] = users.map((user) => ({
    userId: user.userId,
    name: user.name,
    eMail: user.eMail,
    role: user.role,
    ...choiceOf(user.role, false, user),
  }))
  if (!own) return logins
  return [
    { userId: null, name: own.name, eMail: own.eMail, role: own.role, ...choiceOf(own.role, true, own) },
    ...logins,
  ]
}

/**
 * Who gets an alert of `kind` about `cardId`: the logins that chose it, whose role may receive it now (a role may
 * have changed since the choice), and, for drivers, only when the card is assigned to them.
 */
export async function alertRecipients(
  db: Db | Tx,
  { accountId, cardId, kind }: { accountId: number; cardId: number; kind: AlertKind },
): Promise<AlertLogin[]> {
  const logins = (await alertLoginsOf(db, accountId)).filter(
    (login) => login.kinds.includes(kind) && mayReceive(login.role, kind),
  )
  if (!logins.some((login) => login.role === 'driver')) return logins
  const holders = await db
    .select({ userId: driverCards.userId })
    .from(driverCards)
    .where(eq(driverCards.cardId, cardId))
  const holderIds = new Set(holders.map((holder) => holder.userId))
  return logins.filter(
    (login) => login.role !== 'driver' || (login.userId !== null && holderIds.has(login.userId)),
  )
}
