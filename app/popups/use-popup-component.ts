import { type ComponentType, type LazyExoticComponent, lazy } from 'react'
import { type LazyModule, lazyModule, useModuleReady } from '#app/components/lazy-module.ts'
import type { OpenablePopupKind, PopupOptions } from '#app/stores/popup.ts'
import { popupLoaders } from './registry.ts'

type PopupComponent = ComponentType<{ titleId: string; options: PopupOptions }>
type PopupModule = { default: PopupComponent }

const kinds = Object.keys(popupLoaders) as OpenablePopupKind[]

/** Each kind's code, fetched once in the page's life. */
const popupModules = Object.fromEntries(
  kinds.map((kind) => [kind, lazyModule(popupLoaders[kind] as () => Promise<PopupModule>)]),
) as Record<OpenablePopupKind, LazyModule<PopupModule>>

/** One component per kind, made once; the store's typed open() pairs each kind with its own options. */
export const popupComponents = Object.fromEntries(
  kinds.map((kind) => [kind, lazy(popupModules[kind].load)]),
) as Record<OpenablePopupKind, LazyExoticComponent<PopupComponent>>

/** The frame every popup opens in: no page's first load carries it. */
const frameModule = lazyModule(() => import('./popup-frame.tsx'))
export const PopupFrame = lazy(frameModule.load)

/** Whether the frame's and the open kind's code are here: the host waits for both before showing anything. */
export function usePopupReady(kind: OpenablePopupKind | null): boolean {
  const frameReady = useModuleReady(kind === null ? null : frameModule)
  const contentReady = useModuleReady(kind === null ? null : popupModules[kind])
  return frameReady && contentReady
}
