import { and, eq, inArray, lte } from 'drizzle-orm'
import { weekdays } from '#domain/locations/hours.ts'
import { erpSandboxFailKey } from '#server/adapters/erp/sandbox.ts'
import type { Db } from '#server/db/client.ts'
import { erpPostings, locations } from '#server/db/schema.ts'
import { appendLedgerEntry } from '#server/services/salt-card/ledger.ts'
import { writeSetting } from '#server/services/settings.ts'
import { hours } from './clock.ts'
import type { SeededAccount } from './seed.ts'
import type { TestApp } from './test-app.ts'

/** A yard of our own, so names and slugs in a test never depend on the demo data. */
export async function createYard(db: Db, slug: string, locationName: string) {
  await db.insert(locations).values({
    slug,
    locationName,
    address: '1 Yard Rd',
    city: 'Bradford',
    postalCode: 'L3Z 0A1',
    phone: '905-555-0100',
    eMail: `${slug}@example.test`,
    latitude: 44.1,
    longitude: -79.6,
    weeklyHours: weekdays.map((day) => ({ day, open: true, openTime: '07:00', closeTime: '17:00' })),
  })
}

let references = 0

export interface EntryInput {
  type?: 'load' | 'pickup' | 'adjustment'
  amountCents: number
  at: string
  yard?: string
  product?: string
  tonnes?: string
}

/** A ledger entry written by the ledger service, as the load-funds and pickups APIs write it: with a pending posting. */
export async function writeEntry(app: TestApp, cardId: number, input: EntryInput) {
  const type = input.type ?? (input.amountCents < 0 ? 'pickup' : 'load')
  const result = await app.deps.db.transaction((tx) =>
    appendLedgerEntry(
      tx,
      {
        cardId,
        type,
        amountCents: input.amountCents,
        externalRef: `ADM-TX-${Date.now()}-${++references}`,
        printedAt: new Date(input.at),
        locationSlug: input.yard ?? null,
        product: input.product ?? null,
        tonnes: input.tonnes ?? null,
      },
      app.deps.now(),
    ),
  )
  if (result.outcome !== 'appended') throw new Error(`ledger entry not written: ${result.outcome}`)
  return result.entry
}

export const postingOf = async (db: Db, ledgerId: number) => {
  const [posting] = await db.select().from(erpPostings).where(eq(erpPostings.ledgerId, ledgerId))
  if (!posting) throw new Error(`no posting for ledger entry ${ledgerId}`)
  return posting
}

export const setOutage = (app: TestApp, on: boolean) =>
  writeSetting(app.deps.db, erpSandboxFailKey, on, app.deps.now())

async function anyDue(app: TestApp, ledgerIds?: number[]) {
  const due = await app.deps.db
    .select({ id: erpPostings.id })
    .from(erpPostings)
    .where(
      and(
        inArray(erpPostings.status, ['pending', 'failed']),
        lte(erpPostings.nextAttemptAt, app.deps.now()),
        ledgerIds ? inArray(erpPostings.ledgerId, ledgerIds) : undefined,
      ),
    )
    .limit(1)
  return due.length > 0
}

/** Worker passes (the real worker, ten postings a pass) until no posting is due; with the switch on they fail. */
export async function runWorkerUntilIdle(app: TestApp) {
  for (let pass = 0; pass < 100; pass++) {
    if (!(await anyDue(app))) return
    await app.deliverMail()
  }
  throw new Error('postings still due after 100 worker passes')
}

/** Moves the test clock to the latest next attempt of the failed postings (of `ledgerIds`, or all of them). */
async function advanceToNextAttempts(app: TestApp, ledgerIds?: number[]) {
  const rows = await app.deps.db
    .select({ nextAttemptAt: erpPostings.nextAttemptAt })
    .from(erpPostings)
    .where(
      and(eq(erpPostings.status, 'failed'), ledgerIds ? inArray(erpPostings.ledgerId, ledgerIds) : undefined),
    )
  const latest = Math.max(0, ...rows.map((row) => row.nextAttemptAt.getTime()))
  const wait = latest - app.deps.now().getTime()
  if (wait > 0) app.clock.advance(wait)
}

/**
 * Everything that can reach NAV does: the switch off, every wait over, the worker run dry. A test that runs the worker
 * afterwards touches only the postings it makes itself (dead ones stay dead: the worker never takes them).
 */
export async function settleNav(app: TestApp) {
  await setOutage(app, false)
  await advanceToNextAttempts(app)
  await runWorkerUntilIdle(app)
}

/** With the fault switch on, the worker's passes, each when the postings are due again, until all are dead. */
export async function driveToDead(app: TestApp, ledgerIds: number[]) {
  await setOutage(app, true)
  for (let pass = 0; pass < 100; pass++) {
    const rows = await app.deps.db
      .select({ status: erpPostings.status })
      .from(erpPostings)
      .where(inArray(erpPostings.ledgerId, ledgerIds))
    if (rows.every((row) => row.status === 'dead')) return
    await advanceToNextAttempts(app, ledgerIds)
    await runWorkerUntilIdle(app)
  }
  throw new Error('postings not dead after 100 worker passes')
}

/**
 * A staff member's token, for tests whose clock runs hours ahead while postings go dead, past a staff session's eight
 * idle hours: each call signs in again once the session may have run out.
 */
export function sessionTokens(app: TestApp): (account: SeededAccount) => Promise<string> {
  const sessions = new Map<string, { token: string; at: number }>()
  return async (account) => {
    const known = sessions.get(account.eMail)
    if (known && app.deps.now().getTime() - known.at < hours(4)) return known.token
    const token = await app.api.signIn(account.eMail, account.password)
    sessions.set(account.eMail, { token, at: app.deps.now().getTime() })
    return token
  }
}
