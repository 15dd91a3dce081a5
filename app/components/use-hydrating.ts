import { useSyncExternalStore } from 'react'

const subscribeNever = () => () => undefined

/**
 * True while the page's HTML is made and adopted: on the server, and in the browser's hydration render. React renders
 * once more right after hydration, with false, without a mismatch.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => false,
    () => true,
  )
}
