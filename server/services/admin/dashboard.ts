import { count, desc, eq, inArray } from 'drizzle-orm'
import { staffLevels } from '#domain/account/access.ts'
import {
  type AdminDashboard,
  type DashboardAttention,
  type DashboardDraft,
  type QueueCounts,
  type QueueSection,
  classifyStatus,
  queueAttention,
  queueSections,
} from '#domain/admin/dashboard.ts'
import { sectionLevel } from '#domain/admin/sections.ts'
import { openingStatus } from '#domain/opening-hours/opening-hours.ts'
import { deadNavPostingsText } from '#domain/admin/transactions/texts.ts'
import type { Db } from '#server/db/client.ts'
import {
  cardApplications,
  cardRequests,
  erpPostings,
  listRequests,
  locations,
  posts,
  products,
} from '#server/db/schema.ts'

const byName = new Intl.Collator('en-CA', { sensitivity: 'base', numeric: true })
const draftLimit = 10

/** The staff home: every yard's live status (the storefront's own function), drafts for editors, what needs a look. */
export async function adminDashboard(db: Db, level: number, now: Date): Promise<AdminDashboard> {
  const yardRows = await db
    .select({
      id: locations.id,
      name: locations.locationName,
      weeklyHours: locations.weeklyHours,
      customSchedule: locations.customSchedule,
      todaysHours: locations.todaysHours,
      published: locations.published,
    })
    .from(locations)
  yardRows.sort((a, b) => byName.compare(a.name, b.name))
  const yards = yardRows.map((yard) => {
    const status = openingStatus(yard, now)
    return { id: yard.id, name: yard.name, status, published: yard.published, ...classifyStatus(status) }
  })
  const queues = await queueCounts(db, level)
  const attention: DashboardAttention[] = [
    // Money the books do not show yet comes first.
    ...(level >= staffLevels.manager ? await deadNavPostings(db) : []),
    ...queueSections
      .map((section) => queueAttention(section, queues[section] ?? 0))
      .filter((item) => item !== null),
    ...yardRows
      .filter((yard) => yard.todaysHours?.trim())
      .map((yard) => ({
        kind: 'todays-hours-override' as const,
        text: `${yard.name} shows "${yard.todaysHours?.trim()}" instead of its hours. Clear it when it no longer applies.`,
        section: 'locations' as const,
        id: yard.id,
      })),
    ...yardRows
      .filter((yard) => !yard.published)
      .map((yard) => ({
        kind: 'unpublished-yard' as const,
        text: `${yard.name} is hidden from the storefront.`,
        section: 'locations' as const,
        id: yard.id,
      })),
  ]
  return {
    yards,
    attention,
    queues,
    ...(level >= staffLevels.editor ? { drafts: await unpublishedWork(db, now) } : {}),
  }
}

/** Postings the worker gave up on: only a manager's retry gets them into NAV. */
async function deadNavPostings(db: Db): Promise<DashboardAttention[]> {
  const [dead] = await db.select({ n: count() }).from(erpPostings).where(eq(erpPostings.status, 'dead'))
  if (!dead?.n) return []
  return [
    {
      kind: 'dead-nav-postings',
      text: deadNavPostingsText(dead.n),
      section: 'tracktransactions',
      query: 'status=dead',
    },
  ]
}

async function unpublishedWork(db: Db, now: Date): Promise<DashboardDraft[]> {
  const [postRows, productRows] = await Promise.all([
    db
      .select({
        id: posts.id,
        kind: posts.kind,
        title: posts.title,
        status: posts.status,
        publishedAt: posts.publishedAt,
        updatedAt: posts.updatedAt,
      })
      .from(posts)
      .where(inArray(posts.status, ['draft', 'scheduled']))
      .orderBy(desc(posts.updatedAt))
      .limit(draftLimit),
    db
      .select({ id: products.id, title: products.name, updatedAt: products.updatedAt })
      .from(products)
      .where(eq(products.published, false))
      .orderBy(desc(products.updatedAt))
      .limit(draftLimit),
  ])
  const drafts: DashboardDraft[] = [
    ...postRows.map((post) => ({
      kind: post.kind,
      id: post.id,
      title: post.title,
      updatedAt: post.updatedAt.toISOString(),
      ...(post.status === 'scheduled' && post.publishedAt && post.publishedAt > now
        ? { scheduledFor: post.publishedAt.toISOString() }
        : {}),
    })),
    ...productRows.map((product) => ({
      kind: 'product' as const,
      id: product.id,
      title: product.title,
      updatedAt: product.updatedAt.toISOString(),
    })),
  ]
  return drafts.sort((a, b) => b.updatedAt.localeCompare(a.updatedAt)).slice(0, draftLimit)
}

/** "New" is each queue's state before anyone has handled it (a call, a decision, the cards issued). */
const newItems: Record<QueueSection, (db: Db) => Promise<Array<{ n: number }>>> = {
  applications: (db) =>
    db.select({ n: count() }).from(cardApplications).where(eq(cardApplications.status, 'new')),
  listrequests: (db) => db.select({ n: count() }).from(listRequests).where(eq(listRequests.status, 'new')),
  cardrequests: (db) => db.select({ n: count() }).from(cardRequests).where(eq(cardRequests.status, 'new')),
}

/**
 * Each queue's new items, counted for the queues the level may open only: the section table's levels, as the API's.
 * The dashboard's own part, and on its own what the admin navigation reads on every route change.
 */
export async function queueCounts(db: Db, level: number): Promise<QueueCounts> {
  const open = queueSections.filter((section) => level >= sectionLevel(section))
  const counted = await Promise.all(
    open.map(async (section) => [section, (await newItems[section](db))[0]?.n ?? 0] as const),
  )
  return Object.fromEntries(counted)
}
