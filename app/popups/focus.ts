import { type RefObject, useEffect } from 'react'

const focusableSelector = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',')

/** The elements Tab reaches inside a container, in order; hidden ones have no layout boxes. */
export function focusableIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(focusableSelector)].filter(
    (element) => element.getClientRects().length > 0,
  )
}

/** A modal dialog keeps Tab and Shift+Tab cycling through its own controls. */
export function keepTabInside(event: { shiftKey: boolean; preventDefault(): void }, dialog: HTMLElement) {
  const focusable = focusableIn(dialog)
  const first = focusable[0]
  const last = focusable.at(-1)
  const active = document.activeElement
  if (!first || !last) {
    event.preventDefault()
    dialog.focus()
  } else if (!dialog.contains(active)) {
    event.preventDefault()
    first.focus()
  } else if (event.shiftKey && (active === first || active === dialog)) {
    event.preventDefault()
    last.focus()
  } else if (!event.shiftKey && active === last) {
    event.preventDefault()
    first.focus()
  }
}

/** For content that replaces other content inside an open dialog (a popup switching modes). */
export function useFocusOnMount(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    ref.current?.focus()
  }, [ref])
}
