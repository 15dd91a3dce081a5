import { expect } from 'vitest'
import type { StaffRole } from '#domain/account/access.ts'
import { staffLevels } from '#domain/account/access.ts'
import { createSession, sessionLifetimeMs } from '#server/services/auth/sessions.ts'
import { customerWithCard } from './salt-card.ts'
import { createAccount, createStaff } from './seed.ts'
import type { TestApp } from './test-app.ts'

/** Tokens that must open nothing, each checked to be what its name says before the walk relies on it. */
export interface DeadTokens {
  /** A session whose lifetime ran out (made a lifetime and a day ago). */
  expired: string
  /** A session signed out with POST /api/salt/logout. */
  revoked: string
}

export async function deadTokens(app: TestApp): Promise<DeadTokens> {
  const { api, deps } = app
  const account = await createAccount(deps.db)
  const longAgo = new Date(deps.now().getTime() - sessionLifetimeMs - 24 * 60 * 60_000)
  const expired = await createSession(deps.db, account.id, longAgo)
  // The same account's fresh session opens the profile: only the expiry can close the expired one.
  const fresh = await createSession(deps.db, account.id, deps.now())
  expect((await api.get('/api/salt/profile', { token: fresh })).status).toBe(200)

  const revoked = await api.signIn(account.eMail, account.password)
  expect((await api.get('/api/salt/profile', { token: revoked })).status).toBe(200)
  expect((await api.post('/api/salt/logout', {}, { token: revoked })).status).toBe(200)
  return { expired, revoked }
}

/** A staff account at each level of the staff table, by role: the walk opens a session of its own for each call. */
export async function staffAccounts(app: TestApp): Promise<Map<StaffRole, number>> {
  const ids = new Map<StaffRole, number>()
  for (const [role, level] of Object.entries(staffLevels) as Array<[StaffRole, number]>)
    ids.set(role, (await createStaff(app.deps.db, level)).id)
  return ids
}

/** A fresh session of the account, as signing in makes one; one per call, so POST /logout ends no other call's. */
export const freshToken = (app: TestApp, accountId: number) =>
  createSession(app.deps.db, accountId, app.deps.now())

/** Two customers, each with a card: the walk sends one's token with the other's ids. */
export async function twoCustomers(app: TestApp) {
  const signIn = (username: string, password: string) => app.api.signIn(username, password)
  const owner = await customerWithCard(app.deps.db, signIn, { balanceCents: 12_345, name: 'Owner truck' })
  const intruder = await customerWithCard(app.deps.db, signIn, { name: 'Intruder truck' })
  return { owner, intruder }
}
