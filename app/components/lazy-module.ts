import { useEffect, useReducer, useState } from 'react'

/** A module imported on first use: fetched at most once in the page's life, and known once it is here. */
export interface LazyModule<M> {
  load: () => Promise<M>
  loaded: () => boolean
  /** Starts fetching ahead of use (the visitor reached for what needs it); a failure waits for the real use. */
  prefetch: () => void
}

export function lazyModule<M>(importer: () => Promise<M>): LazyModule<M> {
  let module: M | undefined
  let pending: Promise<M> | undefined
  const lazy: LazyModule<M> = {
    load() {
      if (module !== undefined) {
        // Answers within then() itself: React's lazy() then renders at once instead of suspending for a tick.
        const here = module
        const immediate = { then: (resolve: (value: M) => unknown) => resolve(here) }
        return immediate as unknown as Promise<M>
      }
      pending ??= importer().then(
        (fetched) => (module = fetched),
        (error: unknown) => {
          // A later use tries again (a network blip); a deploy's missing chunk fails again and says so.
          pending = undefined
          throw error
        },
      )
      return pending
    },
    loaded: () => module !== undefined,
    prefetch() {
      if (module === undefined) lazy.load().catch(() => undefined)
    },
  }
  return lazy
}

/**
 * Whether `module`'s code is here, fetching it when not. Whatever waits for it shows once it is, so nothing opens as
 * an empty box that then grows (a layout shift). A failed load counts as ready: the error boundary around the lazy
 * part says so.
 */
export function useModuleReady(module: LazyModule<unknown> | null): boolean {
  const [, settled] = useReducer((count: number) => count + 1, 0)
  const [failed, setFailed] = useState<LazyModule<unknown> | null>(null)
  useEffect(() => {
    if (module === null || module.loaded()) return
    let current = true
    module.load().then(
      () => current && settled(),
      () => current && setFailed(module),
    )
    return () => {
      current = false
    }
  }, [module])
  return module !== null && (module.loaded() || failed === module)
}
