import { create } from 'zustand'

/** The popup kinds of spec 2; `signin` with `redirect: false` is the spec's signinNoredirect. */
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

/** Free-form options a popup kind reads (title, text, redirect, callbacks…); each kind documents its own. */
export type PopupOptions = Record<string, unknown>

interface PopupState {
  kind: PopupKind | null
  options: PopupOptions
  /** Opening one popup closes any other (spec 2). */
  open: (kind: PopupKind, options?: PopupOptions) => void
  close: () => void
}

export const usePopupStore = create<PopupState>()((set) => ({
  kind: null,
  options: {},
  open: (kind, options = {}) => set({ kind, options }),
  close: () => set({ kind: null, options: {} }),
}))
