import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { openDatabase } from '#server/db/client.ts'
import { formSubmissions, outbox } from '#server/db/schema.ts'
import { type AppProcess, freePort, startAppProcess } from '#tests/support/app-process.ts'
import { type Load, type LoadAnswer, startLoad } from '#tests/support/resilience/outage-load.ts'
import { type PrivatePostgres, createPrivatePostgres } from '#tests/support/resilience/private-postgres.ts'
import { serverEnv } from '#tests/support/resilience/process-database.ts'

/**
 * PostgreSQL restarted under load: the server process (server/main.ts, production build) on a private
 * PostgreSQL that the test stops (fast, then immediate) and starts again while reads and writes keep coming. While the
 * database is gone /readyz says 503 and every call is a JSON 503; the process lives on, and once PostgreSQL is back it
 * serves again by itself, within a bounded time, without a restart.
 */

/** How long each step may take on a loaded two-core machine. */
const noticeWithinMs = 10_000
const recoverWithinMs = 15_000
/** How long PostgreSQL stays down each time. */
const outageMs = 3_000

let pg: PrivatePostgres
let app: AppProcess
let load: Load
let dataDir: string | undefined
beforeAll(async () => {
  pg = await createPrivatePostgres()
  await pg.start()
  const port = await freePort(3540, 3599)
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'salt-postgres-restart-'))
  const env = serverEnv({ env: { DATABASE_URL: pg.url } }, { dataDir, port, LOG_LEVEL: 'info' })
  app = await startAppProcess({ name: 'app', port, env })
  load = startLoad(app.url)
}, 120_000)
afterAll(async () => {
  await load?.stop()
  await app?.stop()
  await pg?.destroy()
  if (dataDir) await rm(dataDir, { recursive: true, force: true })
})

async function readyzStatus(): Promise<number | 'no-answer'> {
  return fetch(`${app.url}/readyz`, { signal: AbortSignal.timeout(5_000) }).then(
    (response) => response.status,
    () => 'no-answer' as const,
  )
}

/** Polls `condition` until it holds; the moment it did (performance.now()), or a failure naming `what`. */
async function until(what: string, withinMs: number, condition: () => boolean | Promise<boolean>) {
  const deadline = performance.now() + withinMs
  for (;;) {
    if (await condition()) return performance.now()
    if (performance.now() > deadline) throw new Error(`not within ${withinMs} ms: ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

const answersSince = (since: number, kind: LoadAnswer['kind'], status: LoadAnswer['status']) =>
  load.answers.filter((answer) => answer.at > since && answer.kind === kind && answer.status === status)

const timings: Record<string, Record<string, number>> = {}

/** Stops PostgreSQL, checks the app notices and refuses cleanly, starts it again and times the recovery. */
async function restartUnderLoad(mode: 'fast' | 'immediate') {
  await until('the load is being served', recoverWithinMs, () =>
    ['read', 'write'].every((kind) => answersSince(0, kind as LoadAnswer['kind'], 200).length >= 5),
  )
  const stopAsked = performance.now()
  await pg.stop(mode)
  const down = performance.now()
  let notReady: number
  try {
    notReady = await until('/readyz says 503', noticeWithinMs, async () => (await readyzStatus()) === 503)
    // Down for a while, not a blip: some seconds of calls refused, and the worker's passes failing meanwhile.
    await until('reads and writes answered 503 for some seconds', noticeWithinMs + outageMs, () => {
      if (performance.now() - down < outageMs) return false
      return ['read', 'write'].every(
        (kind) => answersSince(down, kind as LoadAnswer['kind'], 503).length >= 10,
      )
    })
  } finally {
    // Back up even when a check failed, so the next case finds the database running.
    await pg.start()
  }
  const up = performance.now()
  const ready = await until(
    '/readyz says 200 again',
    recoverWithinMs,
    async () => (await readyzStatus()) === 200,
  )
  const served = await until('reads and writes succeed again', recoverWithinMs, () =>
    ['read', 'write'].every((kind) => answersSince(up, kind as LoadAnswer['kind'], 200).length > 0),
  )
  await until('five of each served since', recoverWithinMs, () =>
    ['read', 'write'].every((kind) => answersSince(up, kind as LoadAnswer['kind'], 200).length >= 5),
  )
  timings[mode] = {
    stopMs: Math.round(down - stopAsked),
    readyz503AfterStopMs: Math.round(notReady - down),
    downForMs: Math.round(up - down),
    readyz200AfterStartMs: Math.round(ready - up),
    servingAfterStartMs: Math.round(served - up),
    answered503: load.answers.filter((answer) => answer.at > down && answer.at < up && answer.status === 503)
      .length,
  }
}

describe('PostgreSQL restarted under load', () => {
  test('fast shutdown: 503s while it is gone, serving again by itself once it is back', async () => {
    await restartUnderLoad('fast')
  })

  test('immediate shutdown (a crash): the same', async () => {
    await restartUnderLoad('immediate')
  })

  test('every answer was a 200 or a clean JSON 503, and the process never stopped', async () => {
    await load.stop()
    console.info(`PostgreSQL restart timings: ${JSON.stringify(timings)}`)
    const statuses = new Map<string, number>()
    for (const answer of load.answers) {
      const key = `${answer.kind} ${answer.status}`
      statuses.set(key, (statuses.get(key) ?? 0) + 1)
    }
    console.info(`answers: ${JSON.stringify(Object.fromEntries(statuses))}`)
    expect(app.stderr).toEqual([])
    expect(app.ended()).toBeNull()
    expect(app.stdout.filter((line) => /unhandled|uncaught/i.test(line))).toEqual([])

    const unexpected = load.answers.filter((answer) => answer.status !== 200 && answer.status !== 503)
    expect(unexpected.slice(0, 5)).toEqual([])
    for (const refused of load.answers.filter((answer) => answer.status === 503)) {
      expect(refused.contentType).toMatch(/^application\/json/)
      expect(JSON.parse(refused.body)).toEqual({
        error: { code: 'database_unavailable', message: expect.any(String) },
      })
    }
  })

  test('every form the app acknowledged is in the database with its mails', async () => {
    const acknowledged = load.answers
      .filter((answer) => answer.kind === 'write' && answer.status === 200)
      .map((answer) => answer.email!)
    expect(acknowledged.length).toBeGreaterThan(10)
    const database = await openDatabase({ url: pg.url })
    try {
      const stored = await database.db
        .select({ eMail: formSubmissions.eMail })
        .from(formSubmissions)
        .where(inArray(formSubmissions.eMail, acknowledged))
      expect(new Set(stored.map((row) => row.eMail))).toEqual(new Set(acknowledged))
      const mailed = await database.db
        .select({ toAddress: outbox.toAddress })
        .from(outbox)
        .where(inArray(outbox.toAddress, acknowledged))
      expect(new Set(mailed.map((row) => row.toAddress))).toEqual(new Set(acknowledged))
    } finally {
      await database.close()
    }
  })
})
