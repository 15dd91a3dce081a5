/** Texts of the admin area; those of the original site are kept letter for letter (docs/product.md). */

/** A list reached with the deleted flag after a delete. */
export const deletedStatusText = 'Deleted.'
export const savedText = 'Saved'
export const savingText = 'Saving…'
export const staleEditText =
  'Someone else changed this since you opened it. Reload the page to see their changes, then make yours again.'
export const unsavedChangesText = 'You have unsaved changes. Leave this page and lose them?'
export const fixFieldsText = 'Some fields need your attention.'
export const loadFailedText = 'This could not be loaded. Check your connection and try again.'
export const saveFailedText = 'The changes could not be saved. Check your connection and try again.'

/** The confirm popup before a delete (freq). */
export const deleteConfirmTitle = (name: string) => `Delete ${name}?`
export const deleteConfirmText = 'This cannot be undone. The public page goes away at once.'
export const deleteLabel = 'Delete'
export const cancelLabel = 'Cancel'

/** The admin frame: its header's way back to the storefront, and the phone's menu of sections. */
export const viewSiteText = 'View site'
export const logOutText = 'Log out'
export const dashboardTitle = 'Dashboard'
/** The admin's 404 and error pages lead back to the admin home, not the storefront's. */
export const backToAdminText = 'Back to the admin home'
export const sectionsMenuText = (current: string) => `Sections: ${current}`
/** Beside a queue in the navigation: how many items nobody has handled yet. */
export const newItemsText = (count: number) => `${count} new`
/** Beside a form part's name when a field in it was refused, so staff find it from any other part. */
export const partNeedsAttentionText = 'needs attention'

/** Bulk work on the ticked rows of a list (ADR 0024). `noun` is the list's records: one and many. */
export interface BulkNoun {
  one: string
  many: string
}
const counted = (count: number, noun: BulkNoun) => `${count} ${count === 1 ? noun.one : noun.many}`

export const bulkActionLabels = { publish: 'Publish', unpublish: 'Unpublish', delete: 'Delete' } as const
type BulkActionName = keyof typeof bulkActionLabels

export const bulkConfirmTitle = (action: BulkActionName, count: number, noun: BulkNoun) =>
  `${bulkActionLabels[action]} ${counted(count, noun)}?`
export const bulkConfirmText: Record<BulkActionName, string> = {
  publish: 'They show on the site at once.',
  unpublish: 'They leave the site at once. You can publish them again later.',
  delete: 'This cannot be undone. Their public pages go away at once.',
}
/** The first few names in the confirm popup, so a wrong tick is seen before it counts. */
export function bulkNamesText(names: readonly string[]): string {
  const shown = names.slice(0, 3).map((name) => `“${name}”`)
  const more = names.length - shown.length
  return more > 0 ? `${shown.join(', ')} and ${more} more.` : `${shown.join(', ')}.`
}

const doneVerb: Record<BulkActionName, string> = {
  publish: 'published',
  unpublish: 'unpublished',
  delete: 'deleted',
}
/** The report's first line: how many the action reached. */
export const bulkDoneText = (action: BulkActionName, count: number, noun: BulkNoun) =>
  `${counted(count, noun)} ${doneVerb[action]}.`
export const bulkUnchangedText = (action: BulkActionName, name: string) =>
  `“${name}” was already ${action === 'publish' ? 'published' : 'a draft'}.`
export const bulkNotFoundText = (name: string) => `“${name}” no longer exists: someone deleted it meanwhile.`
export const bulkRefusedText = (action: BulkActionName, name: string, reason: string) =>
  `“${name}” was not ${doneVerb[action]}: ${reason}`
export const bulkFailedTitle = 'Nothing was changed'
