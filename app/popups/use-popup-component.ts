import { type ComponentType, type LazyExoticComponent, lazy, useEffect, useReducer, useState } from 'react'
import type { OpenablePopupKind, PopupOptions } from '#app/stores/popup.ts'
import { popupLoaders } from './registry.ts'

type PopupComponent = ComponentType<{ titleId: string; options: PopupOptions }>
type PopupModule = { default: PopupComponent }

/** Popup code already fetched in this page's life, by kind. */
const loaded = new Map<OpenablePopupKind, PopupModule>()

function load(kind: OpenablePopupKind): Promise<PopupModule> {
  const module = loaded.get(kind)
  if (module) {
    // Answers within then() itself: React's lazy() then renders at once instead of suspending for a tick.
    const immediate = { then: (resolve: (value: PopupModule) => unknown) => resolve(module) }
    return immediate as unknown as Promise<PopupModule>
  }
  return (popupLoaders[kind]() as Promise<PopupModule>).then((fetched) => {
    loaded.set(kind, fetched)
    return fetched
  })
}

/** One component per kind, made once; the store's typed open() pairs each kind with its own options. */
export const popupComponents = Object.fromEntries(
  (Object.keys(popupLoaders) as OpenablePopupKind[]).map((kind) => [kind, lazy(() => load(kind))]),
) as Record<OpenablePopupKind, LazyExoticComponent<PopupComponent>>

/**
 * Whether the open kind's code is here. The host waits for it before showing the frame, so a popup never opens as
 * an empty box that then grows (a layout shift). A failed load counts as ready: the frame's error boundary says so.
 */
export function usePopupReady(kind: OpenablePopupKind | null): boolean {
  const [, settled] = useReducer((count: number) => count + 1, 0)
  const [failedKind, setFailedKind] = useState<OpenablePopupKind | null>(null)
  useEffect(() => {
    if (kind === null || loaded.has(kind)) return
    let current = true
    load(kind).then(
      () => current && settled(),
      () => current && setFailedKind(kind),
    )
    return () => {
      current = false
    }
  }, [kind])
  return kind !== null && (loaded.has(kind) || failedKind === kind)
}
