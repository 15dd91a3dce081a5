import { type ComponentType, type LazyExoticComponent, lazy } from 'react'
import { type LazyModule, lazyModule, useModuleReady } from '#app/components/lazy-module.ts'
import type { LazyPopupKind, PopupKind, PopupOptions } from '#app/stores/popup.ts'
import { popupLoaders } from './registry.ts'

type PopupComponent = ComponentType<{ titleId: string; options: PopupOptions }>
type PopupModule = { default: PopupComponent }

const kinds = Object.keys(popupLoaders) as LazyPopupKind[]

/** Each kind's code, fetched once in the page's life. */
const popupModules = Object.fromEntries(
  kinds.map((kind) => [kind, lazyModule(popupLoaders[kind] as () => Promise<PopupModule>)]),
) as Record<LazyPopupKind, LazyModule<PopupModule>>

/** One component per kind, made once; the store's typed open() pairs each kind with its own options. */
export const popupComponents = Object.fromEntries(
  kinds.map((kind) => [kind, lazy(popupModules[kind].load)]),
) as Record<LazyPopupKind, LazyExoticComponent<PopupComponent>>

/** Whether the open kind's code is here: the host waits for it before showing anything. The urgent notice always is. */
export function usePopupReady(kind: PopupKind | null): boolean {
  return useModuleReady(kind === null || kind === 'urgent' ? null : popupModules[kind]) || kind === 'urgent'
}
