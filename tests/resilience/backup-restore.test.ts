import { createHash, randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, describe, expect, test, vi } from 'vitest'
import { type DatabaseTarget, openDatabase } from '#server/db/client.ts'
import { accountUsers, accounts, cardLedger, posts } from '#server/db/schema.ts'
import { demoAccounts } from '#server/db/seed/demo-accounts.ts'
import { demoScaleHouseKey } from '#server/db/seed/salt-card.ts'
import {
  accountsDueStatementNotice,
  dueStatementMonth,
} from '#server/services/statements/statement-notices.ts'
import { freePort, startAppProcess } from '#tests/support/app-process.ts'
import { runNpmScript } from '#tests/support/resilience/npm-script.ts'

const postgresServer = process.env.TEST_DATABASE_URL
const cleanups: (() => Promise<void>)[] = []
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup()
})

async function tempDir(name: string) {
  const dir = await mkdtemp(path.join(os.tmpdir(), `salt-${name}-`))
  cleanups.push(() => rm(dir, { recursive: true, force: true }))
  return dir
}

/** node-postgres and PGlite both answer `execute` with `{ rows }`; the shared Db type does not say so. */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows

/** Every account, ledger entry and post as rows, the row count of every table, and each upload's bytes. */
async function snapshot(target: DatabaseTarget, dataDir: string) {
  const database = await openDatabase(target)
  try {
    const { db } = database
    const tables = rowsOf<{ name: string }>(
      await db.execute(sql`
      select format('%I.%I', table_schema, table_name) as name from information_schema.tables
      where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1`),
    )
    const counts: Record<string, number> = {}
    for (const { name } of tables) {
      const [row] = rowsOf<{ n: number }>(await db.execute(sql.raw(`select count(*)::int as n from ${name}`)))
      counts[name] = row!.n
    }
    return {
      accounts: await db.select().from(accounts).orderBy(accounts.id),
      companyUsers: await db.select().from(accountUsers).orderBy(accountUsers.id),
      ledger: await db.select().from(cardLedger).orderBy(cardLedger.id),
      posts: await db.select().from(posts).orderBy(posts.id),
      counts,
      uploads: await filesUnder(path.join(dataDir, 'uploads')),
    }
  } finally {
    await database.close()
  }
}

async function filesUnder(dir: string): Promise<Record<string, string>> {
  if (!existsSync(dir)) return {}
  const names = (await readdir(dir, { recursive: true, withFileTypes: true })).filter((entry) =>
    entry.isFile(),
  )
  const files: Record<string, string> = {}
  for (const entry of names) {
    const file = path.join(entry.parentPath, entry.name)
    files[path.relative(dir, file)] = createHash('sha256')
      .update(await readFile(file))
      .digest('hex')
  }
  return files
}

/** A pickup through the scale-house API on a demo card: a ledger entry the running server writes after its seed. */
async function pickUp(url: string) {
  const response = await fetch(`${url}/api/salt/pickups`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': demoScaleHouseKey },
    body: JSON.stringify({
      ticketNo: `BACKUP-${randomBytes(4).toString('hex')}`,
      cardNo: '7001000000000017',
      locationSlug: 'bradford',
      product: 'Rock Salt',
      tonnes: 0.5,
      amountCents: 1_234,
      PrintedDateTime: new Date(Date.now() - 60_000).toISOString(),
    }),
  })
  expect(response.status).toBe(200)
}

/** Asserts the demo data is there and sizeable, so an empty database restored into an empty one cannot pass. */
function expectDemoData(before: Awaited<ReturnType<typeof snapshot>>) {
  // The demo company's users sign in beside the accounts (ADR 0027): every published login is there.
  expect([...before.accounts, ...before.companyUsers].map((login) => login.eMail)).toEqual(
    expect.arrayContaining(Object.values(demoAccounts).map((account) => account.eMail)),
  )
  expect(before.ledger.length).toBeGreaterThan(50)
  expect(before.ledger.some((entry) => entry.externalRef.startsWith('BACKUP-'))).toBe(true)
  expect(before.posts.length).toBeGreaterThan(5)
  expect(Object.keys(before.uploads).length).toBeGreaterThan(3)
}

/** A production server (`npm start`'s entry) on a free port of this suite's range, stopped after the file. */
async function startShop(name: string, env: Record<string, string>, timeoutMs?: number) {
  const shop = await startAppProcess({
    name,
    port: await freePort(3600, 3699),
    env: { PATH: process.env.PATH, HOME: process.env.HOME, HOST: '127.0.0.1', ...env },
    timeoutMs,
  })
  cleanups.push(() => shop.stop())
  return shop
}

/**
 * Tables the running shop's worker writes on its own (NAV documents of pending postings, expired sessions and
 * counters tidied): their counts may differ between a snapshot and a dump taken a moment later while it runs.
 */
const workerTables = ['public.erp_sandbox_documents', 'public.sessions', 'public.rate_limits']
const withoutWorkerTables = (taken: Awaited<ReturnType<typeof snapshot>>) => ({
  ...taken,
  counts: Object.fromEntries(Object.entries(taken.counts).filter(([table]) => !workerTables.includes(table))),
})

/**
 * Waits until the running shop's worker has noticed last month's statements of the demo accounts (ADR 0035): its
 * first pass writes notices and their mails, so a snapshot taken before it would miss rows the dump then holds.
 */
async function statementNoticesSent(target: DatabaseTarget) {
  const database = await openDatabase(target)
  try {
    const month = dueStatementMonth(new Date())
    await vi.waitFor(async () => expect(await accountsDueStatementNotice(database.db, month)).toEqual([]), {
      timeout: 60_000,
      interval: 250,
    })
  } finally {
    await database.close()
  }
}

describe('backup and restore on the embedded database', () => {
  test('refused while the server runs; after it stops, backed up, wiped, restored: every row and file is back', async () => {
    const dataDir = await tempDir('pglite-data')
    const backupDir = path.join(await tempDir('pglite-backup'), 'nightly')
    const env = { DATA_DIR: dataDir, SHOP_MODE: 'demo', NODE_ENV: 'production', LOG_LEVEL: 'warn' }
    const shop = await startShop('shop on PGlite', env)
    await pickUp(shop.url)

    const whileRunning = await runNpmScript('db:backup', ['--out', backupDir], env)
    expect(whileRunning.code).toBe(1)
    expect(whileRunning.stderr).toMatch(/is open in process \d+/)
    expect(existsSync(path.join(backupDir, 'backup.json'))).toBe(false)
    // Nor will a second server open the same files.
    await expect(startShop('second shop', env, 60_000)).rejects.toThrow(/is open in process \d+/)

    await shop.stop()
    expect(shop.ended()).toEqual({ code: 0, signal: null })
    const target = { dataDir: path.join(dataDir, 'pglite') }
    const before = await snapshot(target, dataDir)
    expectDemoData(before)

    const backup = await runNpmScript('db:backup', ['--out', backupDir], env)
    expect(backup.stderr).toBe('')
    expect(backup.code).toBe(0)
    await rm(dataDir, { recursive: true })

    const unconfirmed = await runNpmScript('db:restore', [backupDir], env)
    expect(unconfirmed.code).toBe(1)
    expect(existsSync(path.join(dataDir, 'pglite'))).toBe(false)
    const restore = await runNpmScript('db:restore', [backupDir, '--yes'], env)
    expect(restore.stderr).toBe('')
    expect(restore.code).toBe(0)
    expect(await snapshot(target, dataDir)).toEqual(before)
  })
})

describe.runIf(postgresServer)('backup and restore on PostgreSQL', () => {
  test('backed up while the server runs, wiped, restored: every row and file is back', async () => {
    const name = `t_backup_${randomBytes(6).toString('hex')}`
    const admin = new pg.Client({ connectionString: postgresServer })
    await admin.connect()
    cleanups.push(async () => {
      await admin.query(`drop database if exists ${name}`)
      await admin.end()
    })
    await admin.query(`create database ${name}`)
    const url = new URL(postgresServer!)
    url.pathname = `/${name}`
    const dataDir = await tempDir('postgres-data')
    const backupDir = path.join(await tempDir('postgres-backup'), 'nightly')
    const env = {
      DATA_DIR: dataDir,
      DATABASE_URL: url.toString(),
      SEED_DEMO: '1',
      SHOP_MODE: 'demo',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
    }

    const shop = await startShop('shop on PostgreSQL', env)
    await pickUp(shop.url)
    await statementNoticesSent({ url: url.toString() })
    const before = withoutWorkerTables(await snapshot({ url: url.toString() }, dataDir))
    expectDemoData(before)
    // pg_dump reads one snapshot: the running shop does not stop it.
    const backup = await runNpmScript('db:backup', ['--out', backupDir], env)
    expect(backup.stderr).toBe('')
    expect(backup.code).toBe(0)
    await shop.stop()
    expect(shop.ended()).toEqual({ code: 0, signal: null })

    await admin.query(`drop database ${name}`)
    await admin.query(`create database ${name}`)
    await rm(dataDir, { recursive: true })
    const restore = await runNpmScript('db:restore', [backupDir, '--yes'], env)
    expect(restore.stderr).toBe('')
    expect(restore.code).toBe(0)
    expect(withoutWorkerTables(await snapshot({ url: url.toString() }, dataDir))).toEqual(before)
  })
})
