import { count, desc, eq, inArray } from 'drizzle-orm'
import { staffLevels } from '#domain/account/access.ts'
import {
  type AdminDashboard,
  type DashboardAttention,
  type DashboardDraft,
  classifyStatus,
  queueAttention,
} from '#domain/admin/dashboard.ts'
import { openingStatus } from '#domain/opening-hours/opening-hours.ts'
import { deadNavPostingsText } from '#domain/admin/transactions/texts.ts'
import type { Db } from '#server/db/client.ts'
import { cardApplications, erpPostings, listRequests, locations, posts, products } from '#server/db/schema.ts'

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
  const attention: DashboardAttention[] = [
    // Money the books do not show yet comes first.
    ...(level >= staffLevels.manager ? await deadNavPostings(db) : []),
    ...(level >= staffLevels.manager ? await newInQueues(db) : []),
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

/** Managers and up: the applications and list requests nobody has handled yet. */
async function newInQueues(db: Db): Promise<DashboardAttention[]> {
  const [[applications], [requests]] = await Promise.all([
    db.select({ n: count() }).from(cardApplications).where(eq(cardApplications.status, 'new')),
    db.select({ n: count() }).from(listRequests).where(eq(listRequests.status, 'new')),
  ])
  return [
    queueAttention('new-applications', applications?.n ?? 0),
    queueAttention('new-list-requests', requests?.n ?? 0),
  ].filter((item) => item !== null)
}
