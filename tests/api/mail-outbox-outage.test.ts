import { eq, inArray } from 'drizzle-orm'
import { afterAll, beforeEach, describe, expect, onTestFinished, test } from 'vitest'
import { type MailTransport, smtpTransport } from '#server/adapters/mail-transport.ts'
import { outbox } from '#server/db/schema.ts'
import { startWorker } from '#server/jobs/worker.ts'
import { enqueueMail, mailLeaseMs, outboxMessageId } from '#server/services/mail/outbox.ts'
import { days, hours } from '#tests/support/clock.ts'
import { startTestApp } from '#tests/support/test-app.ts'

/**
 * SMTP down: mail waits in the outbox while the SMTP server is gone and goes out once it is back, with
 * backoff; a worker that dies or stops mid-delivery never causes a mail marked sent to go out again.
 *
 * What "exactly once" can honestly mean over SMTP: a message is marked sent only after the server's 250, and a
 * message marked sent is never sent again. A message the server accepted whose 250 we never saw (the process died in
 * between) is sent once more when its claim runs out, because nothing tells it apart from a message the server never
 * got; that copy carries the same Message-ID, so it can be recognised. Every other path delivers each message once.
 */
const app = await startTestApp()
afterAll(() => app.close())
const { api, deps, smtp, clock } = app

const rowsOf = (ids: number[]) =>
  deps.db.select().from(outbox).where(inArray(outbox.id, ids)).orderBy(outbox.id)
const rowOf = async (id: number) => (await rowsOf([id]))[0]!
/** The copies the SMTP server accepted of one outbox row, by the Message-ID every attempt at it carries. */
const copiesOf = (row: { id: number; createdAt: Date }) => {
  const messageId = outboxMessageId(row, deps.config.MAIL_FROM)
  return smtp.received.filter((mail) => mail.headers.get('message-id') === messageId).length
}

let mails = 0
async function queueMail() {
  const toAddress = `outage-mail-${++mails}-${Date.now()}@example.test`
  await enqueueMail(deps.db, { toAddress, subject: `Outage test ${mails}`, text: 'Hello.' })
  const [row] = await deps.db.select().from(outbox).where(eq(outbox.toAddress, toAddress))
  return row!
}

/** A worker of its own on the app's database, as a second process (or the same one, restarted) would run it. */
const worker = (transport: MailTransport) => startWorker(deps, { intervalMs: hours(1), transport })

describe('SMTP down for a while', () => {
  test('mail waits in the outbox, retried at 30 s, 1, 2 and 4 min; once SMTP is back each goes out once', async () => {
    for (let form = 0; form < 3; form++) {
      const email = `outage-form-${form}-${Date.now()}@example.test`
      const sent = await api.post(
        '/api/salt/send-email',
        { htmlType: 'contact', htmlData: { name: 'Dana', email, phone: '', message: 'Is SMTP up?' } },
        { ip: `203.0.113.${form + 1}` },
      )
      expect(sent.status, JSON.stringify(sent.body)).toBe(200)
    }
    const queued = await deps.db.select().from(outbox).where(eq(outbox.status, 'pending'))
    // Each form mails the sales mailbox and the sender.
    expect(queued).toHaveLength(6)
    const ids = queued.map((row) => row.id)
    const receivedBefore = smtp.received.length

    await smtp.stop()
    onTestFinished(() => smtp.start())
    const waits: number[] = []
    for (let attempt = 1; attempt <= 4; attempt++) {
      await app.deliverMail()
      const rows = await rowsOf(ids)
      for (const row of rows) {
        expect(row).toMatchObject({ status: 'pending', attempts: attempt, sentAt: null })
        expect(row.lastError).toMatch(/ECONNREFUSED/)
      }
      // The mails were tried one after the other: the last one tried is due last.
      const wait = Math.max(...rows.map((row) => row.nextAttemptAt.getTime())) - deps.now().getTime()
      waits.push(wait)
      // Not due yet: a pass now tries nothing.
      await app.deliverMail()
      expect((await rowsOf(ids)).map((row) => row.attempts)).toEqual(Array(6).fill(attempt))
      clock.advance(Math.max(0, wait))
    }
    // Each wait is the doubled one, less the moments the passes took on the real clock.
    const expected = [30_000, 60_000, 120_000, 240_000]
    waits.forEach((wait, index) => {
      expect(wait).toBeGreaterThan(expected[index]! - 10_000)
      expect(wait).toBeLessThanOrEqual(expected[index]!)
    })
    console.info(
      `SMTP down: waits after attempts 1–4 of each mail: ${waits.map((w) => `${w} ms`).join(', ')}`,
    )
    expect(smtp.received.length).toBe(receivedBefore)

    await smtp.start()
    await app.deliverMail()
    const rows = await rowsOf(ids)
    for (const row of rows) {
      expect(row).toMatchObject({ status: 'sent', attempts: 5, lastError: null })
      expect(copiesOf(row)).toBe(1)
    }
    // Long after: no copy more.
    clock.advance(days(1))
    await app.deliverMail()
    expect(rows.map(copiesOf)).toEqual(Array(6).fill(1))
    expect(smtp.received.length).toBe(receivedBefore + 6)
    console.info(`SMTP down: ${rows.length} mails queued, ${smtp.received.length - receivedBefore} delivered`)
  })
})

describe('a restart mid-delivery', () => {
  // Each case starts with nothing due: whatever an earlier case left goes out first.
  beforeEach(async () => {
    clock.advance(hours(1))
    await app.deliverMail()
    expect(await deps.db.select().from(outbox).where(eq(outbox.status, 'pending'))).toEqual([])
  })

  test('the worker stopped (the app closing) while a send is in flight: it finishes, marks it sent, and no one sends it again', async () => {
    const row = await queueMail()
    const held = smtp.hold(row.toAddress)
    const closing = worker(smtpTransport(smtp.url))
    void closing.tick()
    await held.arrived
    let stopped = false
    const stopping = closing.stop().then(() => (stopped = true))
    expect(await rowOf(row.id)).toMatchObject({ status: 'pending', attempts: 1 })
    // The stop waits for the send in flight…
    expect(stopped).toBe(false)
    held.accept()
    await stopping
    // … and for its outcome to be recorded.
    expect(await rowOf(row.id)).toMatchObject({ status: 'sent', attempts: 1 })

    clock.advance(hours(1))
    await app.deliverMail()
    expect(copiesOf(row)).toBe(1)
  })

  test('the app died after the server accepted, before marking it sent: untouched while claimed, one more copy after the claim (same Message-ID), then never again', async () => {
    const row = await queueMail()
    const real = smtpTransport(smtp.url)
    // The process is gone right after the server's 250: nothing it would have done next happens.
    const diesAfterSending: MailTransport = {
      async send(mail) {
        await real.send(mail)
        await new Promise(() => {})
      },
      close: () => real.close(),
    }
    void worker(diesAfterSending).tick()
    await expect.poll(() => copiesOf(row), { timeout: 10_000 }).toBe(1)
    expect(await rowOf(row.id)).toMatchObject({ status: 'pending', attempts: 1 })

    // The restarted app's worker leaves it alone while the dead worker's claim holds.
    await app.deliverMail()
    clock.advance(mailLeaseMs - 5_000)
    await app.deliverMail()
    expect(copiesOf(row)).toBe(1)
    expect(await rowOf(row.id)).toMatchObject({ status: 'pending', attempts: 1 })

    clock.advance(5_001)
    await app.deliverMail()
    expect(await rowOf(row.id)).toMatchObject({ status: 'sent', attempts: 2 })
    expect(copiesOf(row)).toBe(2)

    clock.advance(days(1))
    await app.deliverMail()
    expect(copiesOf(row)).toBe(2)
  })

  test('a worker that outlived its claim, and then fails, does not put a mail another worker sent back in the queue', async () => {
    const row = await queueMail()
    const held = smtp.hold(row.toAddress)
    const slow = worker(smtpTransport(smtp.url))
    const slowPass = slow.tick()
    await held.arrived

    clock.advance(mailLeaseMs + 1)
    await app.deliverMail()
    expect(await rowOf(row.id)).toMatchObject({ status: 'sent', attempts: 2 })
    expect(copiesOf(row)).toBe(1)

    // The slow worker's send fails at last; its claim (attempt 1) is no longer the message's.
    held.refuse()
    await slowPass
    await slow.stop()
    expect(await rowOf(row.id)).toMatchObject({ status: 'sent', attempts: 2 })
    clock.advance(hours(1))
    await app.deliverMail()
    expect(copiesOf(row)).toBe(1)
  })
})
