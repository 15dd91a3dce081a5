import { randomBytes } from 'node:crypto'
import path from 'node:path'
import type { Database } from '#server/db/client.ts'
import { outbox } from '#server/db/schema.ts'
import { type AppProcess, freePort, processSuitePorts, startAppProcess } from '../app-process.ts'
import { type ProcessDatabase, createProcessDatabase, serverEnv } from './process-database.ts'
import { type RoundRobinProxy, startRoundRobinProxy } from './round-robin-proxy.ts'
import { type SmtpSink, startSmtpSink } from '../smtp-sink.ts'

/** Two production servers on one PostgreSQL database, one SMTP server, and a round-robin proxy in front. */
export interface TwoProcesses {
  a: AppProcess
  b: AppProcess
  proxy: RoundRobinProxy
  smtp: SmtpSink
  /** The test's own connection to the shared database. */
  database: Database
  close(): Promise<void>
}

const nextPort = () => freePort(processSuitePorts.from, processSuitePorts.to)

/**
 * Both processes start at once on a database nobody has migrated yet, as the processes of a new release do. Each has
 * its own DATA_DIR (as on separate hosts) and greets the SMTP server with its own name, so a mail tells which process
 * sent it. They share the sandbox payment secret: a payment page served by one is confirmed on the other.
 */
export async function startTwoProcesses(): Promise<TwoProcesses> {
  const processDatabase: ProcessDatabase = await createProcessDatabase('postgres')
  const smtp = await startSmtpSink()
  const secret = randomBytes(32).toString('base64url')
  const start = async (name: string) => {
    const port = await nextPort()
    const env = serverEnv(processDatabase, {
      dataDir: path.join(processDatabase.dir, name),
      port,
      SMTP_URL: `${smtp.url}/?name=${name}.test`,
      PAYMENT_SANDBOX_SECRET: secret,
    })
    return startAppProcess({ name, port, env })
  }
  const started = await Promise.allSettled([start('app-a'), start('app-b')])
  const [a, b] = started.map((result) => (result.status === 'fulfilled' ? result.value : undefined))
  if (!a || !b) {
    await Promise.all([a?.stop(), b?.stop(), smtp.close()])
    await processDatabase.dispose()
    throw started.find((result) => result.status === 'rejected')?.reason
  }
  const proxy = await startRoundRobinProxy([a.url, b.url], await nextPort())
  const database = await processDatabase.open()
  return {
    a,
    b,
    proxy,
    smtp,
    database,
    async close() {
      await Promise.all([a.stop(), b.stop()])
      await Promise.all([proxy.close(), smtp.close(), database.close()])
      await processDatabase.dispose()
    },
  }
}

const identity = (mail: { to: string; subject: string; text: string }) =>
  JSON.stringify([mail.to.toLowerCase(), mail.subject, mail.text.replace(/\r\n/g, '\n').trim()])

/**
 * Waits until no mail is pending (the workers have had their go), then compares what the outbox holds with what the
 * SMTP server received, each message counted: a copy sent twice or not at all shows as a difference.
 */
export async function outboxAgainstInbox(processes: TwoProcesses, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs
  let rows = await processes.database.db.select().from(outbox)
  while (rows.some((row) => row.status === 'pending') && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250))
    rows = await processes.database.db.select().from(outbox)
  }
  const tally = (keys: string[]) => {
    const counts = new Map<string, number>()
    for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1)
    return counts
  }
  const queued = tally(
    rows.map((row) => identity({ to: row.toAddress, subject: row.subject, text: row.text })),
  )
  const received = tally(
    processes.smtp.received.flatMap((mail) => mail.to.map((to) => identity({ ...mail, to }))),
  )
  const differences = [...new Set([...queued.keys(), ...received.keys()])]
    .filter((key) => queued.get(key) !== received.get(key))
    .map((key) => `${key.slice(0, 120)}…: queued ${queued.get(key) ?? 0}, received ${received.get(key) ?? 0}`)
  return {
    queued: rows.length,
    sent: rows.filter((row) => row.status === 'sent').length,
    received: processes.smtp.received.length,
    bySender: tally(processes.smtp.received.map((mail) => mail.clientName)),
    differences,
  }
}
