import { ApiError } from '#app/lib/api-client.ts'
import { itemName } from '#domain/my-list/format.ts'
import type { MyListItem } from '#domain/my-list/schemas.ts'
import { tooManyAttemptsText } from '#domain/account/texts.ts'
import { myListTexts } from '#domain/my-list/texts.ts'

/**
 * What a person reads when a list submission fails; the list itself is kept. `items` is the list as it was sent:
 * an `invalid_list` answer names items by their place in it (`list.2.quantity`).
 */
export function submissionErrorText(error: unknown, items: MyListItem[]): string {
  if (!(error instanceof ApiError)) return myListTexts.serverError
  if (error.status === 0) return myListTexts.networkError
  if (error.status === 429) return tooManyAttemptsText(error.retryAfter)
  if (error.code === 'invalid_list') return myListTexts.unavailable(refusedItems(error.fields, items))
  return myListTexts.serverError
}

/** The names of the items an `invalid_list` answer refuses, each once, with the server's reason. */
export function refusedItems(fields: Record<string, string>, items: MyListItem[]): string[] {
  const reasons = new Map<number, string>()
  for (const [path, reason] of Object.entries(fields)) {
    const index = /^list\.(\d+)\./.exec(path)?.[1]
    if (index !== undefined && !reasons.has(Number(index))) reasons.set(Number(index), reason)
  }
  return [...reasons].flatMap(([index, reason]) => {
    const item = items[index]
    return item ? [`${itemName(item)} (${reason.replace(/\.$/, '').toLowerCase()})`] : []
  })
}
