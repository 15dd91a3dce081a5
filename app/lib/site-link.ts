/**
 * What a link to a page of this site decides without React Router's Link: whether it points at the current page
 * (aria-current), and whether a click is one the router takes over. The links are paths from the site's root
 * ("/products/bulk-salt", "/news?page=2"); matching follows NavLink's: case-insensitive, and a link is current on the
 * pages under it too unless `end` says exactly this page.
 */

/** The path part of `to`, without its query or fragment. */
export function pathOf(to: string): string {
  const end = to.search(/[?#]/)
  return end === -1 ? to : to.slice(0, end)
}

export function isCurrentPage(locationPathname: string, to: string, end: boolean): boolean {
  const here = locationPathname.toLowerCase()
  const target = trimSlash(pathOf(to).toLowerCase())
  const current = trimSlash(here)
  if (current === target) return true
  if (end) return false
  // "/" is the whole site: only the home page itself is current for it.
  return target !== '' && current.startsWith(`${target}/`)
}

const trimSlash = (path: string) =>
  path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path === '/' ? '' : path

interface ClickLike {
  button: number
  metaKey: boolean
  altKey: boolean
  ctrlKey: boolean
  shiftKey: boolean
  defaultPrevented: boolean
}

/** A plain left click on a link that opens in this tab: the router navigates; anything else is the browser's. */
export function isRouterClick(event: ClickLike, target: string | undefined): boolean {
  if (event.defaultPrevented || event.button !== 0) return false
  if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return false
  return target === undefined || target === '' || target === '_self'
}
