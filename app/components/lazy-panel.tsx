import { type ComponentType, type ReactNode, Suspense, lazy } from 'react'
import { type LazyModule, lazyModule, useModuleReady } from './lazy-module.ts'
import { LoadFailureBoundary } from './load-failure-boundary.tsx'

/** A panel of the shared layout (the My List sidebar, the mobile menu) whose contents load on first use. */
export interface LazyPanel {
  module: LazyModule<{ default: ComponentType }>
  Contents: ComponentType
}

export function lazyPanel(importer: () => Promise<{ default: ComponentType }>): LazyPanel {
  const module = lazyModule(importer)
  return { module, Contents: lazy(module.load) }
}

/**
 * An open panel shows once its contents' code is here, so it never opens empty and then fills (a layout shift);
 * once shown, the contents stay, so the panel closes (slides out) with them.
 */
export function useLazyPanel(
  { module, Contents }: LazyPanel,
  open: boolean,
): { shown: boolean; contents: ReactNode } {
  const ready = useModuleReady(open || module.loaded() ? module : null)
  const contents = ready && (
    <LoadFailureBoundary>
      <Suspense fallback={null}>
        <Contents />
      </Suspense>
    </LoadFailureBoundary>
  )
  return { shown: open && ready, contents }
}
