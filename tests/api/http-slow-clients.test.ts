import { afterAll, describe, expect, test } from 'vitest'
import { createApp } from '#server/index.ts'
import { createHttpServer, serverTimeouts } from '#server/http/http-server.ts'
import { listenOnLoopback, portOf, rawBody, rawExchange } from '#tests/support/raw-http.ts'
import { startTestApp } from '#tests/support/test-app.ts'

const app = await startTestApp()
// The production limits scaled down to seconds, on the same app, so a slow client's fate shows within a test.
const limits = {
  headersTimeoutMs: 1_000,
  requestTimeoutMs: 2_000,
  keepAliveTimeoutMs: 65_000,
  checkIntervalMs: 200,
}
const server = await listenOnLoopback(createHttpServer(createApp(app.deps), limits))
const port = portOf(server)
afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
  await app.close()
})

const slowHeaders = () =>
  rawExchange(port, 'GET /api/salt/notices HTTP/1.1\r\nHost: 127.0.0.1\r\n', {
    drip: 'X-Slow: 1\r\n',
    gapMs: 100,
  })

describe('slow clients are cut off by the server timeouts (slowloris)', () => {
  test('the production server sets its limits on purpose, not Node defaults', () => {
    const production = createHttpServer(() => undefined)
    expect(production.headersTimeout).toBe(serverTimeouts.headersTimeoutMs)
    expect(production.requestTimeout).toBe(serverTimeouts.requestTimeoutMs)
    expect(production.keepAliveTimeout).toBe(serverTimeouts.keepAliveTimeoutMs)
    // Node's defaults would let a slowloris client hold a socket 60–90 s and a slow body 5 minutes.
    expect(serverTimeouts.headersTimeoutMs).toBeLessThan(60_000)
    expect(serverTimeouts.requestTimeoutMs).toBeLessThan(300_000)
    expect(serverTimeouts.headersTimeoutMs).toBeLessThan(serverTimeouts.requestTimeoutMs)
  })

  test('headers dribbled a line at a time: 408 and the connection closed, not before the limit', async () => {
    const started = performance.now()
    const answer = await slowHeaders()
    expect(answer.status).toBe(408)
    expect(rawBody(answer)).toMatchObject({ error: { code: 'request_timeout' } })
    expect(performance.now() - started).toBeGreaterThanOrEqual(limits.headersTimeoutMs)
  })

  test('a body sent a byte at a time: 408 once the whole-request limit passes', async () => {
    const head =
      'POST /api/salt/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
      'Content-Length: 100000\r\n\r\n{'
    const started = performance.now()
    const answer = await rawExchange(port, head, { drip: ' ', gapMs: 100 })
    expect(answer.status).toBe(408)
    expect(performance.now() - started).toBeGreaterThanOrEqual(limits.requestTimeoutMs)
  })

  test('fifty slow clients at once do not keep others from being served', async () => {
    const slow = Array.from({ length: 50 }, slowHeaders)
    const meanwhile = await fetch(`http://127.0.0.1:${port}/api/salt/notices`)
    expect(meanwhile.status).toBe(200)
    const answers = await Promise.all(slow)
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 408))
  })
})
