import { describe, expect, test } from 'vitest'
import { type AppProcess, freePort, processSuitePorts, startAppProcess } from '#tests/support/app-process.ts'
import { type Findings, checkAfterRestart } from '#tests/support/resilience/kill-nine-checks.ts'
import {
  type Sent,
  is2xx,
  seedKillNine,
  send,
  sendAllAndKill,
} from '#tests/support/resilience/kill-nine-load.ts'
import {
  type DatabaseKind,
  type ProcessDatabase,
  createProcessDatabase,
  serverEnv,
  withDatabase,
} from '#tests/support/resilience/process-database.ts'

/**
 * Faults: the production server, as a child process, is killed with SIGKILL while 200 My List submissions
 * and 100 pickups are in flight, then started again on the same data. Whatever got a 2xx must be there exactly once
 * with its mails; whatever got no answer must be there whole or not at all; every card's ledger must add up.
 */
const lists = 200
const pickups = 100
/**
 * A third answered (with a list and a pickup acknowledged among them), two thirds in flight: queued, mid-transaction,
 * or committed and not yet answered.
 */
const killAfter = 100

/**
 * The answers other than a 2xx that the load may get: a pickup past its card's balance, and a 503 (try again) for a
 * request that waited longer than the pool allows for a database connection (300 at once on a loaded machine). The
 * checks after the restart hold both to having stored nothing. Anything else (a 429 of a load past the limits, a 500)
 * is a finding.
 */
const expectedRefusals = new Set([
  'pickup 409 insufficient_funds',
  'pickup 503 database_unavailable',
  'list 503 database_unavailable',
])

/** Answers other than a 2xx, as `kind status code`. */
const refusals = (sent: Sent[]) =>
  sent
    .filter((request) => request.answer && !is2xx(request.answer))
    .map(({ kind, answer }) => {
      const code = (answer!.body as { error?: { code?: string } }).error?.code
      return `${kind} ${answer!.status} ${code}`
    })

const figures = (kind: DatabaseKind, sent: Sent[], findings: Findings) => {
  const acknowledgedOf = (which: Sent['kind']) =>
    sent.filter((request) => request.kind === which && is2xx(request.answer)).length
  return [
    `kill -9 on ${kind}: sent ${sent.length} (${lists} My List submissions, ${pickups} pickups), killed with ${sent.filter((request) => request.answer).length} answered`,
    `  acknowledged (2xx) ${findings.acknowledged} (${acknowledgedOf('list')} lists, ${acknowledgedOf('pickup')} pickups), ` +
      `refused ${refusals(sent).length}, no answer ${findings.unanswered}`,
    `  after restart: acknowledged found ${findings.acknowledgedFound} of ${findings.acknowledged}; ` +
      `unanswered found whole ${findings.unansweredFound}, absent ${findings.unanswered - findings.unansweredFound}`,
    `  outbox mails expected ${findings.mailsExpected}, found ${findings.mailsFound}`,
  ].join('\n')
}

/** The killed server's lock was taken over by the restarted one, which still holds it against anyone else. */
async function expectSecondServerRefused(database: ProcessDatabase) {
  const port = await freePort(processSuitePorts.from, processSuitePorts.to)
  const env = serverEnv(database, { dataDir: database.dir, port })
  await expect(startAppProcess({ name: 'a second server on the same PGlite', port, env })).rejects.toThrow(
    /exited \(1\)[\s\S]*PGlite serves one process only/,
  )
}

describe.each(['postgres', 'pglite'] as const)('kill -9 of the server on %s', (kind) => {
  test('nothing acknowledged is lost, nothing is half written, every ledger adds up', async () => {
    const database = await createProcessDatabase(kind)
    let server: AppProcess | undefined
    try {
      const sent = await withDatabase(database, async ({ db, migrate }) => {
        await migrate()
        return seedKillNine(db, { lists, pickups })
      })
      const port = await freePort(processSuitePorts.from, processSuitePorts.to)
      const env = serverEnv(database, { dataDir: database.dir, port })
      const running = await startAppProcess({ name: `server on ${kind}`, port, env })
      server = running

      const killed = await sendAllAndKill(running.url, sent, killAfter, () => running.kill('SIGKILL'))
      expect(killed, 'the test killed the server, once a list and a pickup were acknowledged').toBe(true)
      expect(
        sent.filter((request) => !request.answer).length,
        'requests in flight at the kill',
      ).toBeGreaterThan(0)
      expect(
        refusals(sent).filter((refusal) => !expectedRefusals.has(refusal)),
        'before the kill, no refusal but those the load may get',
      ).toEqual([])

      await running.restart()
      // A client resending what it had an answer for gets the same answer: the records came back from disk.
      const acknowledged = sent.filter((request) => is2xx(request.answer))
      const again = await Promise.all(acknowledged.map((request) => send(running.url, request)))
      expect(again).toEqual(acknowledged.map((request) => request.answer))
      if (kind === 'pglite') await expectSecondServerRefused(database)
      // PGlite is one process only: the checks read the files once the server has let go of them.
      await running.stop()

      const findings = await withDatabase(database, ({ db }) => checkAfterRestart(db, sent))
      console.log(figures(kind, sent, findings))
      expect(findings.problems).toEqual([])
      expect(findings.acknowledgedFound).toBe(findings.acknowledged)
      expect(findings.mailsFound).toBe(findings.mailsExpected)
    } finally {
      await server?.stop()
      await database.dispose()
    }
  })
})
