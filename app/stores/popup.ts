import { create } from 'zustand'
import type { DocumentRef, StoredImage } from '#domain/media/media.ts'
import { noticeDismissedInPageEvent, noticeWantedByPage } from '#app/lib/notice-memory.ts'
import type { DeliveryDetails } from '#domain/my-list/schemas.ts'

/** The original site's popup kinds; `signin` with `redirect: false` is its signinNoredirect. */
export const popupKinds = [
  'urgent',
  'signin',
  'createAccount',
  'applySalt',
  'input',
  'generic',
  'confirm',
  'forgotPass',
  'resetPass',
  'listSignin',
  'fileManager',
  'docManager',
] as const
export type PopupKind = (typeof popupKinds)[number]

/** The kinds whose code loads on first use (app/popups/registry.ts); the urgent notice comes with the page. */
export type LazyPopupKind = Exclude<PopupKind, 'urgent'>

/** Any kind's options, as the store keeps them; each kind's are typed below. */
export type PopupOptions = Record<string, unknown>

type NoOptions = Record<never, never>

export type PopupOptionsByKind = {
  urgent: NoOptions
  /** `redirect` defaults to true (after sign-in, admins go to /admin/, others to /profile). */
  signin: { redirect?: boolean; resetToken?: string }
  forgotPass: NoOptions
  applySalt: NoOptions
  createAccount: NoOptions
  /** Sending My List signed out; the delivery details the page collected go along. */
  listSignin: { delivery?: DeliveryDetails }
  /** `setPassword`: a link staff sent, for an account choosing its password (not a forgotten one). */
  resetPass: { token?: string; setPassword?: boolean }
  generic: { title: string; text: string }
  confirm: { title: string; text: string; confirmLabel?: string; onConfirm: () => void | Promise<void> }
  /** Runs its action, then resets; `action` names what it does (e.g. saltCardName). */
  input: {
    title: string
    label: string
    action: string
    placeholder?: string
    initialValue?: string
    submitLabel?: string
    /** Checks the trimmed text before anything runs; false highlights the field and keeps the popup open. */
    validate?: (value: string) => boolean
    /** Resolving false (say, the server refused) highlights the field and keeps the popup open. */
    onSubmit: (value: string) => void | boolean | Promise<void | boolean>
  }
  /** fileManager: pick an uploaded image (or upload one); `onPick` gets it with its alt text. */
  fileManager: { onPick: (image: StoredImage) => void }
  /** docManager: choose the documents linked to a record (or upload one); `onPick` gets the new choice. */
  docManager: { selected: DocumentRef[]; onPick: (documents: DocumentRef[]) => void }
}

/** Options may be left out exactly when a kind has no required option. */
type OpenArgs<K extends PopupKind> =
  Partial<PopupOptionsByKind[K]> extends PopupOptionsByKind[K]
    ? [options?: PopupOptionsByKind[K]]
    : [options: PopupOptionsByKind[K]]

interface QueuedPopup {
  kind: PopupKind
  options: PopupOptions
  /** The history entry (location key) to leave before the popup opens. */
  afterLeaving: string
}

interface PopupState {
  kind: PopupKind | null
  /** The open kind's options, as typed in PopupOptionsByKind. */
  options: PopupOptions
  queued: QueuedPopup | null
  /** Counts opens, so a popup opened again (even of the same kind) starts afresh. */
  openCount: number
  /** Opening one popup closes any other: there is at most one at a time. */
  open: <K extends PopupKind>(kind: K, ...args: OpenArgs<K>) => void
  close: () => void
  /**
   * Opens a popup on the page we are about to navigate to. Every route change closes popups, so one
   * opened before the navigation lands would be closed by it; PopupHost opens this one once the location changed.
   */
  openAfterLeaving: <K extends PopupKind>(locationKey: string, kind: K, ...args: OpenArgs<K>) => void
  openQueued: () => void
}

/** The urgent notice the page's HTML shows, when wanted (app/popups/popup-host.tsx), is the page's first popup. */
const openWithThePage = noticeWantedByPage()

export const usePopupStore = create<PopupState>()((set, get) => ({
  kind: openWithThePage ? 'urgent' : null,
  options: {},
  queued: null,
  openCount: openWithThePage ? 1 : 0,
  open: (kind, ...[options]) => {
    set({ kind, options: options ?? {}, openCount: get().openCount + 1 })
  },
  // Leaves `queued` alone: the route change that closes popups is what a queued popup waits for.
  close: () => set({ kind: null, options: {} }),
  openAfterLeaving: (locationKey, kind, ...[options]) => {
    set({ queued: { kind, options: options ?? {}, afterLeaving: locationKey } })
  },
  openQueued: () => {
    const { queued } = get()
    if (queued)
      set({ kind: queued.kind, options: queued.options, queued: null, openCount: get().openCount + 1 })
  },
}))

// The visitor closed the notice in the page before the app ran (notice-memory.ts): the store had opened it from the
// page's mark, so it closes it too, or hydration would keep an unseen modal holding focus and scrolling.
if (typeof document !== 'undefined')
  document.addEventListener(noticeDismissedInPageEvent, () => {
    if (usePopupStore.getState().kind === 'urgent') usePopupStore.getState().close()
  })
