/**
 * Breadcrumbs: Home first, one crumb per path segment linking the cumulative path,
 * hidden on home, profile and admin pages.
 *
 * Route-parameter segments (a product slug, a location slug…) are labelled by the page itself:
 * its loader returns `breadcrumb: { [segment]: label }` beside its other data, e.g.
 * `return { location, breadcrumb: { [location.slug]: location.locationName } }`.
 * The layout collects those records from every matched route (`paramLabelsFromMatches`), so a label
 * follows the data when the loader revalidates.
 */

export interface Crumb {
  label: string
  href: string
}

/** Labels per path segment, the original site's. */
export const segmentLabels: Readonly<Record<string, string>> = {
  products: 'Products & Services',
  faq: 'FAQs',
  location: 'Location',
  news: 'News',
  about: 'About us',
  contact: 'Contact us',
  'delivery-service': 'Delivery Services',
  'salt-card-pickup': 'Salt Card Pick Up',
  'become-dealer': 'Become a Dealer',
  'contact-sales': 'Contact Sales',
  'how-to-use-salt': 'How to use Salt Card',
}

const hiddenSections = new Set(['profile', 'admin'])

export function breadcrumbs(pathname: string, paramLabels: Readonly<Record<string, string>> = {}): Crumb[] {
  const segments = pathname.split('/').filter(Boolean)
  const first = segments[0]
  if (first === undefined || hiddenSections.has(first.toLowerCase())) return []
  const crumbs: Crumb[] = [{ label: 'Home', href: '/' }]
  let href = ''
  for (const segment of segments) {
    href += `/${segment}`
    crumbs.push({ label: segmentLabel(decodeSegment(segment), paramLabels), href })
  }
  return crumbs
}

/** A page's own label wins, then the table above, then the segment made readable. */
function segmentLabel(segment: string, paramLabels: Readonly<Record<string, string>>): string {
  return ownLabel(paramLabels, segment) ?? ownLabel(segmentLabels, segment.toLowerCase()) ?? readable(segment)
}

/** Own keys only: a segment named "constructor" must not find Object.prototype's. */
function ownLabel(labels: Readonly<Record<string, string>>, key: string): string | undefined {
  return Object.hasOwn(labels, key) ? labels[key] : undefined
}

function readable(segment: string): string {
  const spaced = segment.replace(/-/g, ' ')
  return spaced.charAt(0).toUpperCase() + spaced.slice(1)
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

/** Merges the `breadcrumb` label records found in matched routes' loader data; anything else is ignored. */
export function paramLabelsFromMatches(
  matches: ReadonlyArray<{ loaderData: unknown }>,
): Record<string, string> {
  const labels: Record<string, string> = {}
  for (const { loaderData } of matches) {
    if (!isRecord(loaderData) || !isRecord(loaderData.breadcrumb)) continue
    for (const [segment, label] of Object.entries(loaderData.breadcrumb)) {
      if (typeof label === 'string' && label.trim() !== '') labels[segment] = label
    }
  }
  return labels
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
