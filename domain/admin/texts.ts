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
export const sectionsMenuText = (current: string) => `Sections: ${current}`
/** Beside a queue in the navigation: how many items nobody has handled yet. */
export const newItemsText = (count: number) => `${count} new`
/** Beside a form part's name when a field in it was refused, so staff find it from any other part. */
export const partNeedsAttentionText = 'needs attention'
