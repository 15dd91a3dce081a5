import { type ComponentType, type LazyExoticComponent, lazy } from 'react'
import type { OpenablePopupKind } from '#app/stores/popup.ts'
import type { PopupProps } from './popup-props.ts'

/**
 * The one registry of spec 2's popup kinds. Each loads on first use, so no popup code is in the first page
 * load. The kinds later issues build (`pendingPopupKinds` in app/stores/popup.ts) are absent by type.
 */
export const popupRegistry: { [K in OpenablePopupKind]: LazyExoticComponent<ComponentType<PopupProps<K>>> } =
  {
    urgent: lazy(() => import('./urgent-notice-popup.tsx')),
    signin: lazy(() => import('./signin-popup.tsx')),
    forgotPass: lazy(() => import('./forgot-pass-popup.tsx')),
    resetPass: lazy(() => import('./reset-pass-popup.tsx')),
    generic: lazy(() => import('./generic-popup.tsx')),
    confirm: lazy(() => import('./confirm-popup.tsx')),
    input: lazy(() => import('./input-popup.tsx')),
    applySalt: lazy(() => import('./apply-salt-popup.tsx')),
    listSignin: lazy(() => import('./list-signin-popup.tsx')),
  }
