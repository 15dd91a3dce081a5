import { type Server, createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, test } from 'vitest'
import { loadConfig } from '#server/config.ts'
import { rateLimits } from '#server/db/schema.ts'
import { createApp } from '#server/index.ts'
import { limits } from '#server/services/rate-limit.ts'
import { startTestApp } from '#tests/support/test-app.ts'

/** The tests' requests come from 127.0.0.1, as through a proxy on the same host; X-Forwarded-For says who sent them. */
const app = await startTestApp()
const servers: Server[] = []
afterAll(async () => {
  for (const server of servers) server.close()
  await app.close()
})
const { deps } = app

/** The same app and database, with TRUST_PROXY set to `text` as the environment would. */
async function appTrusting(text: string): Promise<string> {
  const config = { ...deps.config, TRUST_PROXY: loadConfig({ TRUST_PROXY: text }).TRUST_PROXY }
  const server = createServer(createApp({ ...deps, config }))
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

const askReset = (base: string, forwardedFor?: string) =>
  fetch(`${base}/api/salt/reset`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
    },
    body: JSON.stringify({ email: 'nobody@example.test' }),
  })

/** How many reset requests the per-address limit has counted for `ip`. */
async function countedFor(ip: string): Promise<number> {
  const key = `${limits.resetRequestsPerIp.name}:${ip}`
  const [row] = await deps.db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(eq(rateLimits.key, key))
  return row?.count ?? 0
}

describe('the address the rate limits count follows TRUST_PROXY', () => {
  // [setting, X-Forwarded-For as received, the address counted]
  const cases: [string, string, string][] = [
    ['loopback', '198.51.100.1', '198.51.100.1'],
    // A client's own X-Forwarded-For entry is ignored: the proxy on loopback appended the address it saw.
    ['loopback', '203.0.113.1, 198.51.100.2', '198.51.100.2'],
    ['0', '198.51.100.3', '127.0.0.1'],
    ['false', '198.51.100.4', '127.0.0.1'],
    // The proxy is said to be elsewhere: loopback is not it, so its header is not believed.
    ['10.0.0.0/8', '198.51.100.5', '127.0.0.1'],
    // Two proxies: the one on loopback and one at 10.1.2.3 before it.
    ['loopback,10.1.2.3', '203.0.113.2, 198.51.100.6, 10.1.2.3', '198.51.100.6'],
    ['1', '203.0.113.3, 198.51.100.7', '198.51.100.7'],
    ['2', '203.0.113.4, 198.51.100.8', '203.0.113.4'],
    // true believes the leftmost entry, which the client wrote itself: what production mode refuses.
    ['true', '203.0.113.5, 198.51.100.9', '203.0.113.5'],
  ]

  test.each(cases)('TRUST_PROXY=%s, X-Forwarded-For: %s → %s', async (setting, forwardedFor, expected) => {
    const base = await appTrusting(setting)
    const before = await countedFor(expected)
    expect((await askReset(base, forwardedFor)).status).toBe(200)
    expect(await countedFor(expected)).toBe(before + 1)
  })

  test('trusting no proxy, a client that forges a new X-Forwarded-For each time is still one address', async () => {
    const base = await appTrusting('10.0.0.0/8')
    const { limit } = limits.resetRequestsPerIp
    const used = await countedFor('127.0.0.1')
    const answers = await Promise.all(
      Array.from({ length: limit - used + 1 }, (_, i) => askReset(base, `198.51.100.${100 + i}`)),
    )
    expect(answers.map((answer) => answer.status).filter((status) => status === 429)).toHaveLength(1)
  })

  test('trusting the loopback proxy, each visitor behind it has a limit of their own', async () => {
    const base = await appTrusting('loopback')
    const { limit } = limits.resetRequestsPerIp
    const answers = await Promise.all(
      Array.from({ length: limit + 1 }, (_, i) => askReset(base, `192.0.2.${10 + i}`)),
    )
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: limit + 1 }, () => 200))
  })
})
