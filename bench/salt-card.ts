import { mkdtemp, rm } from 'node:fs/promises'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { setTimeout as delay } from 'node:timers/promises'
import { erpConnectorFor } from '#server/adapters/erp/index.ts'
import { uploadsStorage } from '#server/adapters/file-storage.ts'
import { paymentGatewayFor } from '#server/adapters/payments/index.ts'
import type { SandboxGateway } from '#server/adapters/payments/sandbox-gateway.ts'
import { loadConfig } from '#server/config.ts'
import type { AppDeps } from '#server/context.ts'
import { openDatabase } from '#server/db/client.ts'
import { cardLedger, paymentCheckouts } from '#server/db/schema.ts'
import { createLogger } from '#server/http/logging.ts'
import { createApp } from '#server/index.ts'
import { createContentChanges } from '#server/services/content-changes.ts'
import { createAccount, createCard } from '#tests/support/seed.ts'
import { type LatencyResult, latencyTable, measureLatency } from './latency.ts'
import { pickupMeasurements } from './pickup-controls.ts'

/**
 * The Salt Card money paths under load, in process (`npx tsx bench/salt-card.ts`): the transactions page of a card
 * with 10,000 entries, and load-funds verification (ticket check, checkout lock, ledger credit, ERP posting and
 * receipt in one transaction), fresh and replayed, and scale-house pickups with and without card controls
 * (bench/pickup-controls.ts). PGlite in memory, or BENCH_DATABASE_URL (an empty database).
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 10)

export async function benchSaltCard(): Promise<LatencyResult[]> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'salt-bench-card-'))
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', NODE_ENV: 'production' })
  const url = process.env.BENCH_DATABASE_URL
  const database = await openDatabase(url ? { url } : {})
  await database.migrate()
  const deps: AppDeps = {
    config,
    database,
    db: database.db,
    now: () => new Date(),
    wait: delay,
    log: createLogger('silent'),
    contentChanges: createContentChanges(),
    storage: uploadsStorage(dataDir),
    erp: erpConnectorFor(config, database.db),
    payments: await paymentGatewayFor(config, () => new Date(), database.db),
  }
  const customer = await createAccount(deps.db)
  const card = await createCard(deps.db, customer.id)
  await writeTenThousandEntries(deps, card.id)
  const server = await new Promise<Server>((resolve) => {
    const listening = createApp(deps).listen(0, '127.0.0.1', () => resolve(listening))
  })
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const login = await fetch(`${base}/api/salt/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: customer.eMail, password: customer.password }),
  })
  const { token } = (await login.json()) as { token: string }
  const get = (pathAndQuery: string) =>
    fetch(`${base}${pathAndQuery}`, { headers: { authorization: `Bearer ${token}` } })

  // Tickets made up front, as the sandbox page would issue them, one checkout each (verified within 300 s).
  const tickets = await approvedTickets(deps, customer.id, card.id, 3_000)
  const options = { connections: 4, durationSeconds: seconds }
  try {
    return [
      await measureLatency(
        'transactions, 10,000-entry card, page 1',
        () => get('/api/salt/transactions'),
        options,
      ),
      await measureLatency(
        'transactions, 10,000-entry card, page 300',
        () => get('/api/salt/transactions?page=300&pageSize=25'),
        options,
      ),
      await measureLatency(
        'transactions, 10,000-entry card, one month',
        () => get(`/api/salt/transactions?cardId=${card.id}&from=2024-06-01&to=2024-06-30&pageSize=100`),
        options,
      ),
      await measureLatency(
        'load-funds verification, new ticket (credits)',
        (i) => get(`/api/salt/load-funds?card=${card.id}&ticket=${tickets[i % tickets.length]}`),
        { ...options, durationSeconds: Math.min(seconds, 5) },
      ),
      await measureLatency(
        'load-funds verification, replayed ticket',
        () => get(`/api/salt/load-funds?card=${card.id}&ticket=${tickets[0]}`),
        options,
      ),
      ...(await pickupMeasurements(deps, base, { token, accountId: customer.id }, options)),
    ]
  } finally {
    server.close()
    await database.close()
    await rm(dataDir, { recursive: true, force: true })
  }
}

async function writeTenThousandEntries(deps: AppDeps, cardId: number) {
  const start = Date.parse('2024-01-01T12:00:00Z')
  const rows = Array.from({ length: 10_000 }, (_, i) => ({
    cardId,
    type: i === 0 ? ('load' as const) : ('pickup' as const),
    amountCents: i === 0 ? 100_000_000 : -1_000,
    balanceAfterCents: 100_000_000 - i * 1_000,
    externalRef: `bench-${i}`,
    printedAt: new Date(start + i * 3_600_000),
  }))
  for (let i = 0; i < rows.length; i += 1_000)
    await deps.db.insert(cardLedger).values(rows.slice(i, i + 1_000))
}

async function approvedTickets(deps: AppDeps, accountId: number, cardId: number, count: number) {
  const gateway = deps.payments as SandboxGateway
  const tickets: string[] = []
  for (let i = 0; i < count; i++) {
    const checkoutId = `chk_bench_${i}`
    await deps.db
      .insert(paymentCheckouts)
      .values({ id: checkoutId, accountId, cardId, amountCents: 5_000, gateway: 'sandbox' })
    const location = gateway.complete(
      {
        checkoutId,
        amountCents: 5_000,
        description: 'bench',
        returnPath: `/profile/load-card?card=${cardId}`,
      },
      { status: 'approved' },
    )
    tickets.push(new URL(location, 'http://x').searchParams.get('ticket')!)
  }
  return tickets
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.stdout.write(
    `Salt Card money paths, ${seconds} s each, 4 connections, ${os.cpus().length} CPUs:\n\n`,
  )
  process.stdout.write(`${latencyTable(await benchSaltCard())}\n`)
}
