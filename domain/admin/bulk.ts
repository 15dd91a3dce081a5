import { z } from 'zod'
import { maxRecordId } from '#domain/kernel/ids.ts'

/**
 * Bulk work on an admin list: publish, unpublish or delete the ticked rows at once. A page of a list holds 25 rows;
 * the cap leaves room for a longer page later while keeping one transaction (and its row locks) short.
 */
export const bulkMaxIds = 100

export const bulkActions = ['publish', 'unpublish', 'delete'] as const
export type BulkAction = (typeof bulkActions)[number]

/** `POST /api/salt/admin/{posts|products}/bulk`: what to do and to which records, each named once. */
export const bulkInputSchema = z.object({
  action: z.enum(bulkActions, 'Choose publish, unpublish or delete.'),
  ids: z
    .array(
      z.number('Use record numbers.').int('Use record numbers.').positive('Use record numbers.').max(maxRecordId),
      'Send the records as a list of ids.',
    )
    .min(1, 'Select at least one row.')
    .max(bulkMaxIds, `Select at most ${bulkMaxIds} rows at a time.`)
    .refine((ids) => new Set(ids).size === ids.length, 'Name each record once.'),
})
export type BulkInput = z.infer<typeof bulkInputSchema>

/**
 * What happened to one record: the action's own verb when it changed it; `unchanged` when it already was so (no
 * audit row, no new version); `not_found` when it is gone (deleted meanwhile); `refused` with the reason a single
 * save would give (a product without a unit cannot be published).
 */
export type BulkOutcome = 'published' | 'unpublished' | 'deleted' | 'unchanged' | 'not_found' | 'refused'

export interface BulkItemResult {
  id: number
  outcome: BulkOutcome
  /** Why a record was refused. */
  message?: string
}

/** The answer, one result per id in the order they were sent. */
export interface BulkAnswer {
  results: BulkItemResult[]
}

/** The outcome the action aims at, so the report can count the records it reached. */
export const bulkDoneOutcome: Record<BulkAction, BulkOutcome> = {
  publish: 'published',
  unpublish: 'unpublished',
  delete: 'deleted',
}
