import type { DocumentRef, StoredImage } from '#app/lib/media.ts'
import { usePopupStore } from '#app/stores/popup.ts'

declare global {
  interface Window {
    saltMediaTest?: {
      pickImage: () => Promise<StoredImage>
      pickDocuments: (selected: DocumentRef[]) => Promise<DocumentRef[]>
    }
  }
}

/**
 * A stand-in for the admin forms' "Choose image…" and "Choose documents…" buttons, which come with the product and
 * post forms (built on other branches of issue 10): the e2e opens the popups through this and reads what onPick
 * received. Remove it once the e2e goes through the product form.
 */
export function installMediaTestHook() {
  const { open } = usePopupStore.getState()
  window.saltMediaTest = {
    pickImage: () => new Promise((resolve) => open('fileManager', { onPick: resolve })),
    pickDocuments: (selected) => new Promise((resolve) => open('docManager', { selected, onPick: resolve })),
  }
}
