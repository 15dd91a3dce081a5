import { execFile } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, test } from 'vitest'
import { openDatabase } from '#server/db/client.ts'
import { accounts, apiKeys } from '#server/db/schema.ts'
import { demoAccounts } from '#server/db/seed/demo-accounts.ts'
import { demoScaleHouseKey } from '#server/db/seed/salt-card.ts'
import { noPasswordYet } from '#server/services/auth/set-password-link.ts'
import { hashApiKey } from '#server/services/salt-card/api-keys.ts'

/**
 * SHOP_MODE=production as an operator meets it: the real server process, started on a data directory, says every
 * problem on its own line and exits non-zero before it listens; it never seeds demo data.
 */
const dataDirs: string[] = []
afterAll(() => Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true }))))

async function freshDataDir() {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'salt-production-mode-'))
  dataDirs.push(dir)
  return dir
}

/** Only what the process needs to run, plus `env`: nothing of the test runner's own configuration leaks in. */
function run(script: string, env: Record<string, string>, args: string[] = []) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', script, ...args],
      { env: { PATH: process.env.PATH ?? '', HOME: os.homedir(), ...env }, timeout: 120_000 },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    )
  })
}

async function withDatabase<T>(
  dataDir: string,
  use: (db: Awaited<ReturnType<typeof openDatabase>>) => Promise<T>,
) {
  const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') })
  try {
    await database.migrate()
    return await use(database)
  } finally {
    await database.close()
  }
}

const emailsIn = (dataDir: string) =>
  withDatabase(dataDir, async ({ db }) =>
    (await db.select({ eMail: accounts.eMail }).from(accounts).orderBy(accounts.id)).map((row) => row.eMail),
  )

/** A production configuration with nothing of the demo left in it. */
const readyEnv = {
  SHOP_MODE: 'production',
  PORT: '0',
  HOST: '127.0.0.1',
  PUBLIC_SITE_URL: 'https://shop.draglamsalt.ca',
  SMTP_URL: 'smtp://127.0.0.1:2525',
  MAIL_FROM: 'Draglam Salt <no-reply@draglamsalt.ca>',
  SALES_EMAIL: 'sales@draglamsalt.ca',
  HOTLINE: '1-888-372-4526',
  ERP_ODATA_URL: "https://nav.draglamsalt.ca:7048/NAV/ODataV4/Company('Draglam')",
  ERP_ODATA_USER: 'webshop',
  ERP_ODATA_KEY: 'nav-web-service-key',
  LOG_LEVEL: 'info',
}

const heading = 'SHOP_MODE=production: the server will not start until each of these is fixed:'
const sandboxLine =
  '  - The payment processor is the sandbox (test cards, no money moves). Configure a real payment processor.'

describe('SHOP_MODE=production', () => {
  test('on a demo database with demo settings the server prints every problem on its own line and exits 1', async () => {
    const dataDir = await freshDataDir()
    await withDatabase(dataDir, async ({ db }) => {
      await db.insert(accounts).values({
        customerNo: 'A000001',
        name: 'Left over',
        eMail: demoAccounts.admin.eMail,
        passwordHash: noPasswordYet,
        active: 9000,
      })
      await db
        .insert(apiKeys)
        .values({ name: 'Demo scale house', scope: 'pickups', keyHash: hashApiKey(demoScaleHouseKey) })
    })
    const result = await run('server/main.ts', {
      SHOP_MODE: 'production',
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      PUBLIC_SITE_URL: 'http://shop.draglamsalt.ca',
      SEED_DEMO: '1',
      LOG_LEVEL: 'info',
    })
    expect(result.code).toBe(1)
    expect(result.stderr.trimEnd().split('\n')).toEqual([
      heading,
      '  - Demo accounts exist in the database (admin@example.com); their passwords are published. Run production on a database that never held demo data.',
      '  - The demo pickups API key exists in the database; it is published. Run production on a database that never held demo data.',
      sandboxLine,
      "  - PUBLIC_SITE_URL is http://shop.draglamsalt.ca; production needs the shop's https:// address.",
      '  - SMTP_URL is not set: password resets and receipts would only be written to files. Set the mail server.',
      '  - ERP_ODATA_URL is not set: postings would go to the sandbox ERP, never to NAV. Set the NAV OData URL.',
      "  - MAIL_FROM is the demo default (Draglam Salt <no-reply@draglamsalt.example>). Set the shop's sender.",
      '  - SALES_EMAIL is the demo default (sales@draglamsalt.example). Set the sales mailbox.',
      "  - HOTLINE is the demo number (1-888-555-7258). Set the shop's 24/7 number.",
      '  - SEED_DEMO asks for demo data, which production never seeds. Unset it.',
    ])
    expect(result.stdout).not.toContain('listening')
    // SEED_DEMO=1 did not seed: the one account is the one put there before.
    expect(await emailsIn(dataDir)).toEqual([demoAccounts.admin.eMail])
  }, 240_000)

  test('on a fresh database: admin:create makes the first owner, nothing is seeded, and only the sandbox is left', async () => {
    const dataDir = await freshDataDir()
    const created = await run('scripts/admin-create.ts', { ...readyEnv, DATA_DIR: dataDir }, [
      '--email',
      'owner@draglamsalt.ca',
      '--name',
      'Shop Owner',
      '--password',
      'winter-road-brine-77',
      '--level',
      'owner',
    ])
    expect(created.stderr).toBe('')
    expect(created.code).toBe(0)
    expect(created.stdout).toContain('Staff account owner@draglamsalt.ca created at level 9000')

    const result = await run('server/main.ts', { ...readyEnv, DATA_DIR: dataDir })
    expect(result.code).toBe(1)
    expect(result.stderr.trimEnd().split('\n')).toEqual([heading, sandboxLine])
    expect(result.stdout).not.toContain('listening')
    expect(await emailsIn(dataDir)).toEqual(['owner@draglamsalt.ca'])
  }, 240_000)

  test('npm run db:seed refuses in production mode and adds nothing', async () => {
    const dataDir = await freshDataDir()
    const result = await run('scripts/db-seed.ts', { ...readyEnv, DATA_DIR: dataDir })
    expect(result.code).toBe(1)
    expect(result.stderr).toBe(
      'SHOP_MODE=production: demo data (published logins and key) is never seeded here.\n',
    )
    expect(await emailsIn(dataDir)).toEqual([])
  }, 240_000)
})
