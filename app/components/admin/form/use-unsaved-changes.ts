import { useEffect } from 'react'
import { useBlocker } from 'react-router'
import { unsavedChangesText } from '#domain/admin/texts.ts'

/** Navigation state that skips the question: the record is gone (deleted) or was just saved under a new address. */
export const leaveWithoutAsking = { leaveWithoutAsking: true } as const

/**
 * Navigation state from a new record's form to the record's own page: that page opens with "Saved" announced, since
 * the form that said it is gone with the address it had.
 */
export const createdRecord = { ...leaveWithoutAsking, created: true } as const

export const arrivedCreated = (state: unknown): boolean =>
  (state as { created?: boolean } | null)?.created === true

/**
 * Asks before leaving a form with unsaved changes: on a link inside the app (a confirm dialog) and on a reload or a
 * closed tab (the browser's own prompt). `isDirty` is read when the visitor leaves, not when the page rendered.
 */
export function useUnsavedChanges(isDirty: () => boolean, dirty: boolean) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isDirty() &&
      currentLocation.pathname !== nextLocation.pathname &&
      !(nextLocation.state as { leaveWithoutAsking?: boolean } | null)?.leaveWithoutAsking,
  )

  useEffect(() => {
    if (blocker.state !== 'blocked') return
    if (window.confirm(unsavedChangesText)) blocker.proceed()
    else blocker.reset()
  }, [blocker])

  useEffect(() => {
    if (!dirty) return
    const warn = (event: BeforeUnloadEvent) => event.preventDefault()
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [dirty])
}
