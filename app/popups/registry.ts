import type { ComponentType } from 'react'
import type { LazyPopupKind } from '#app/stores/popup.ts'
import type { PopupProps } from './popup-props.ts'

type PopupModule<K extends LazyPopupKind> = Promise<{ default: ComponentType<PopupProps<K>> }>

/**
 * The one registry of the popup kinds but the urgent notice, which comes with the page (popup-host.tsx). Each
 * loads on first use, so no other popup's code is in the first page load; the host shows a popup once its code is
 * here, so it never opens as an empty frame that then grows.
 */
export const popupLoaders: { [K in LazyPopupKind]: () => PopupModule<K> } = {
  signin: () => import('./signin-popup.tsx'),
  forgotPass: () => import('./forgot-pass-popup.tsx'),
  resetPass: () => import('./reset-pass-popup.tsx'),
  generic: () => import('./generic-popup.tsx'),
  confirm: () => import('./confirm-popup.tsx'),
  input: () => import('./input-popup.tsx'),
  applySalt: () => import('./apply-salt-popup.tsx'),
  createAccount: () => import('./create-account-popup.tsx'),
  listSignin: () => import('./list-signin-popup.tsx'),
  fileManager: () => import('./file-manager-popup.tsx'),
  docManager: () => import('./doc-manager-popup.tsx'),
}
