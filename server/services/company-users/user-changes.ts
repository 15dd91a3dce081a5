import { and, eq, inArray } from 'drizzle-orm'
import type { CompanyRole, OwnLoginRole } from '#domain/account/company-roles.ts'
import {
  cardNotOfAccountText,
  lastOwnerText,
  onlyDriversHoldCardsText,
  userNotFoundText,
} from '#domain/account/company-user-texts.ts'
import type { AppDeps } from '#server/context.ts'
import type { Tx } from '#server/db/client.ts'
import { accountUsers, accounts, cards, driverCards } from '#server/db/schema.ts'
import { conflict, notFound } from '#server/http/errors.ts'
import { recordAudit } from '#server/services/audit.ts'
import {
  type CompanyActor,
  type LockedAccount,
  auditContext,
  lockAccount,
  ownerCount,
} from './account-lock.ts'
import { userSubject } from './invite-user.ts'

type Deps = Pick<AppDeps, 'db' | 'now'>

/** The account's user, locked for the change; another account's user is a 404 like a missing one. */
async function lockedUser(tx: Tx, account: LockedAccount, userId: number) {
  const [user] = await tx
    .select()
    .from(accountUsers)
    .where(and(eq(accountUsers.id, userId), eq(accountUsers.accountId, account.id)))
    .for('update')
  if (!user) throw notFound(userNotFoundText)
  return user
}

/** 409 when the change would leave the account without an owner to manage its users. */
async function keepAnOwner(tx: Tx, account: LockedAccount, losing: boolean): Promise<void> {
  if (losing && (await ownerCount(tx, account)) <= 1) throw conflict(lastOwnerText, 'last_owner')
}

export async function changeUserRole(deps: Deps, actor: CompanyActor, userId: number, role: CompanyRole) {
  const now = deps.now()
  await deps.db.transaction(async (tx) => {
    const account = await lockAccount(tx, actor)
    const user = await lockedUser(tx, account, userId)
    if (user.role === role) return
    await keepAnOwner(tx, account, user.role === 'owner')
    await tx.update(accountUsers).set({ role, updatedAt: now }).where(eq(accountUsers.id, user.id))
    // Only drivers hold cards: a driver given another role sees every card, and keeps no list to come back to.
    if (user.role === 'driver') await tx.delete(driverCards).where(eq(driverCards.userId, user.id))
    await recordAudit(tx, {
      action: 'account-users.role-changed',
      actorAccountId: account.id,
      subject: userSubject(user.id),
      details: { ...auditContext(account, actor), before: { role: user.role }, after: { role } },
      ip: actor.ip,
      at: now,
    })
  })
}

/** The account's own login changes role (never to driver: the schema refuses it); an owner may not be the last. */
export async function changeOwnLoginRole(deps: Deps, actor: CompanyActor, role: OwnLoginRole) {
  const now = deps.now()
  await deps.db.transaction(async (tx) => {
    const account = await lockAccount(tx, actor)
    if (account.loginRole === role) return
    await keepAnOwner(tx, account, account.loginRole === 'owner')
    await tx.update(accounts).set({ loginRole: role, updatedAt: now }).where(eq(accounts.id, account.id))
    await recordAudit(tx, {
      action: 'account-login.role-changed',
      actorAccountId: account.id,
      subject: account.customerNo,
      details: { ...auditContext(account, actor), before: { role: account.loginRole }, after: { role } },
      ip: actor.ip,
      at: now,
    })
  })
}

/** Every card the driver holds from now on: active cards of the account only. */
export async function assignDriverCards(deps: Deps, actor: CompanyActor, userId: number, cardIds: number[]) {
  const now = deps.now()
  const wanted = [...new Set(cardIds)].sort((a, b) => a - b)
  await deps.db.transaction(async (tx) => {
    const account = await lockAccount(tx, actor)
    const user = await lockedUser(tx, account, userId)
    if (user.role !== 'driver') throw conflict(onlyDriversHoldCardsText, 'not_a_driver')
    const found = wanted.length
      ? await tx
          .select({ id: cards.id })
          .from(cards)
          .where(and(inArray(cards.id, wanted), eq(cards.accountId, account.id), eq(cards.status, 'active')))
      : []
    if (found.length !== wanted.length) throw notFound(cardNotOfAccountText)
    const before = await tx
      .select({ cardId: driverCards.cardId })
      .from(driverCards)
      .where(eq(driverCards.userId, user.id))
    await tx.delete(driverCards).where(eq(driverCards.userId, user.id))
    if (wanted.length)
      await tx
        .insert(driverCards)
        .values(wanted.map((cardId) => ({ userId: user.id, cardId, createdAt: now })))
    await recordAudit(tx, {
      action: 'account-users.cards-assigned',
      actorAccountId: account.id,
      subject: userSubject(user.id),
      details: {
        ...auditContext(account, actor),
        before: { cardIds: before.map((row) => row.cardId).sort((a, b) => a - b) },
        after: { cardIds: wanted },
      },
      ip: actor.ip,
      at: now,
    })
  })
}

/** Removes a user: their sessions, card assignments and unused links go with the row (ON DELETE CASCADE). */
export async function removeUser(deps: Deps, actor: CompanyActor, userId: number) {
  const now = deps.now()
  await deps.db.transaction(async (tx) => {
    const account = await lockAccount(tx, actor)
    const user = await lockedUser(tx, account, userId)
    await keepAnOwner(tx, account, user.role === 'owner')
    await tx.delete(accountUsers).where(eq(accountUsers.id, user.id))
    await recordAudit(tx, {
      action: 'account-users.removed',
      actorAccountId: account.id,
      subject: userSubject(user.id),
      details: {
        ...auditContext(account, actor),
        before: { name: user.name, eMail: user.eMail, role: user.role },
        after: null,
      },
      ip: actor.ip,
      at: now,
    })
  })
}
