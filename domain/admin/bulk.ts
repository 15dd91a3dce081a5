import { z } from 'zod'
import { maxRecordId } from '#domain/kernel/ids.ts'
import { type BulkNoun, bulkDoneText, bulkNotFoundText, bulkRefusedText, bulkUnchangedText } from './texts.ts'

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
      z
        .number('Use record numbers.')
        .int('Use record numbers.')
        .positive('Use record numbers.')
        .max(maxRecordId),
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

/**
 * The report after a bulk action, in words: first how many the action reached, then one line per record it did not
 * change and why. `nameOf` gives the name the person ticked (the record may be gone by now).
 */
export function bulkReportLines(
  action: BulkAction,
  answer: BulkAnswer,
  nameOf: (id: number) => string,
  noun: BulkNoun,
): string[] {
  const done = answer.results.filter((result) => result.outcome === bulkDoneOutcome[action]).length
  const others = answer.results.flatMap(({ id, outcome, message }) => {
    const name = nameOf(id)
    if (outcome === 'unchanged') return [bulkUnchangedText(action, name)]
    if (outcome === 'not_found') return [bulkNotFoundText(name)]
    if (outcome === 'refused') return [bulkRefusedText(action, name, message ?? '')]
    return []
  })
  return [bulkDoneText(action, done, noun), ...others]
}
