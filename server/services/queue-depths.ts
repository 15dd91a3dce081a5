import { count, inArray, min } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { erpPostings, outbox } from '#server/db/schema.ts'

export interface QueueDepth {
  /** Rows still to be done (mail to send; postings to send to NAV, first try or retry). */
  waiting: number
  /** When the oldest waiting row was written; undefined when none waits. */
  oldestWaitingSince?: Date
  /** Rows given up on until someone acts. */
  dead: number
}

function depthOf(
  rows: { status: string; rows: number; oldest: Date | null }[],
  waiting: string[],
): QueueDepth {
  const open = rows.filter((row) => waiting.includes(row.status))
  const oldest = open.map((row) => row.oldest).filter((date) => date !== null)
  return {
    waiting: open.reduce((sum, row) => sum + row.rows, 0),
    oldestWaitingSince: oldest.length > 0 ? new Date(Math.min(...oldest.map(Number))) : undefined,
    dead: rows.find((row) => row.status === 'dead')?.rows ?? 0,
  }
}

/**
 * The mail outbox and the ERP postings as the worker sees them: what waits, since when, and what is dead. Cheap enough
 * for every scrape: both tables have an index led by status, and the done rows (sent, approved) are never read.
 */
export async function readQueueDepths(db: Db): Promise<{ mail: QueueDepth; erpPostings: QueueDepth }> {
  const mailRows = await db
    .select({ status: outbox.status, rows: count(), oldest: min(outbox.createdAt) })
    .from(outbox)
    .where(inArray(outbox.status, ['pending', 'dead']))
    .groupBy(outbox.status)
  const postingRows = await db
    .select({ status: erpPostings.status, rows: count(), oldest: min(erpPostings.createdAt) })
    .from(erpPostings)
    .where(inArray(erpPostings.status, ['pending', 'failed', 'dead']))
    .groupBy(erpPostings.status)
  return {
    mail: depthOf(mailRows, ['pending']),
    erpPostings: depthOf(postingRows, ['pending', 'failed']),
  }
}
