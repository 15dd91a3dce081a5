import { mkdtemp, readFile, rm, stat } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, expect, test } from 'vitest'
import { sandboxSecret } from './sandbox-secret.ts'

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'salt-sandbox-secret-'))
afterAll(() => rm(dataDir, { recursive: true, force: true }))

test('made once in DATA_DIR, owner-readable only, and the same for every process after', async () => {
  const [first, second] = await Promise.all([
    sandboxSecret(undefined, dataDir),
    sandboxSecret(undefined, dataDir),
  ])
  expect(first).toMatch(/^[\w-]{43}$/)
  expect(second).toBe(first)
  expect(await sandboxSecret(undefined, dataDir)).toBe(first)
  const file = path.join(dataDir, 'payment-sandbox-secret')
  expect((await readFile(file, 'utf8')).trim()).toBe(first)
  expect((await stat(file)).mode & 0o777).toBe(0o600)
})

test('PAYMENT_SANDBOX_SECRET wins when set', async () => {
  const configured = 'configured-secret-of-at-least-32-characters'
  expect(await sandboxSecret(configured, dataDir)).toBe(configured)
})
