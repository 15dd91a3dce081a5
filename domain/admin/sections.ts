import { staffLevels } from '#domain/account/access.ts'
import type { DeletableContentType } from './list.ts'

/**
 * The admin sections and their paths, named as on the original site (locations, blogs, product groups and products
 * carry the brand prefix).
 */
export type AdminSectionKind =
  | 'locations'
  | 'blogs'
  | 'productgroups'
  | 'products'
  | 'prices'
  | 'tracktransactions'
  | 'weather'
  | 'customers'
  | 'applications'
  | 'listrequests'
  | 'orders'
  | 'cardrequests'
  | 'staff'
  | 'audit'

export interface AdminSection {
  kind: AdminSectionKind
  /** The path segment after /admin/, e.g. `draglamlocations`. */
  slug: string
  title: string
  /** The staff level the section needs (`staffLevels`, ADR 0006); the server checks the same levels. */
  minLevel: number
  /** Whether `/add-new` exists under it. */
  canAdd: boolean
}

const definitions: ReadonlyArray<Omit<AdminSection, 'slug'> & { branded: boolean }> = [
  { kind: 'locations', title: 'Locations', minLevel: staffLevels.yard, canAdd: false, branded: true },
  { kind: 'weather', title: 'Weather', minLevel: staffLevels.yard, canAdd: true, branded: false },
  {
    kind: 'productgroups',
    title: 'Product groups',
    minLevel: staffLevels.editor,
    canAdd: true,
    branded: true,
  },
  { kind: 'products', title: 'Products', minLevel: staffLevels.editor, canAdd: true, branded: true },
  // List prices per unit per yard, delivery fees and public prices (ADR 0031).
  { kind: 'prices', title: 'Prices', minLevel: staffLevels.editor, canAdd: false, branded: false },
  { kind: 'blogs', title: 'News & blogs', minLevel: staffLevels.editor, canAdd: true, branded: true },
  { kind: 'customers', title: 'Customers', minLevel: staffLevels.manager, canAdd: false, branded: false },
  {
    kind: 'applications',
    title: 'Applications',
    minLevel: staffLevels.manager,
    canAdd: false,
    branded: false,
  },
  {
    kind: 'listrequests',
    title: 'List requests',
    minLevel: staffLevels.manager,
    canAdd: false,
    branded: false,
  },
  { kind: 'orders', title: 'Orders', minLevel: staffLevels.manager, canAdd: false, branded: false },
  {
    kind: 'cardrequests',
    title: 'Card requests',
    minLevel: staffLevels.manager,
    canAdd: false,
    branded: false,
  },
  {
    kind: 'tracktransactions',
    title: 'Track transactions',
    minLevel: staffLevels.manager,
    canAdd: false,
    branded: false,
  },
  { kind: 'staff', title: 'Staff', minLevel: staffLevels.owner, canAdd: true, branded: false },
  { kind: 'audit', title: 'Audit log', minLevel: staffLevels.owner, canAdd: false, branded: false },
]

export function adminSections(brandPrefix: string): AdminSection[] {
  return definitions.map(({ branded, ...section }) => ({
    ...section,
    slug: branded ? `${brandPrefix}${section.kind}` : section.kind,
  }))
}

export const findAdminSection = (slug: string, brandPrefix: string) =>
  adminSections(brandPrefix).find((section) => section.slug === slug)

/** The staff level a section needs, whatever the brand prefix. */
export function sectionLevel(kind: AdminSectionKind): number {
  const section = definitions.find((candidate) => candidate.kind === kind)
  if (!section) throw new Error(`No admin section ${kind}`)
  return section.minLevel
}

/** The sections a level may open, for the navigation. */
export const sectionsForLevel = (level: number, brandPrefix: string) =>
  adminSections(brandPrefix).filter((section) => level >= section.minLevel)

/** `/admin/{slug}` of a section, with a record id or `add-new` after it when given. */
export function adminPath(kind: AdminSectionKind, brandPrefix: string, record?: number | 'add-new'): string {
  const section = adminSections(brandPrefix).find((candidate) => candidate.kind === kind)
  if (!section) throw new Error(`No admin section ${kind}`)
  return record === undefined ? `/admin/${section.slug}` : `/admin/${section.slug}/${record}`
}

/** The level the admin page at `pathname` needs: its section's, or 2000 (the admin threshold) for the dashboard. */
export function adminPageLevel(pathname: string, brandPrefix: string): number {
  const slug = /^\/admin\/([^/]+)/.exec(pathname)?.[1]
  return (slug && findAdminSection(slug, brandPrefix)?.minLevel) || staffLevels.yard
}

/** After deleting, the admin goes back to the content type's list (route admin-{contentType}) with the deleted flag. */
export const sectionOfContentType: Record<DeletableContentType, AdminSectionKind> = {
  blogs: 'blogs',
  news: 'blogs',
  products: 'products',
  productgroups: 'productgroups',
}

export const deletedListPath = (contentType: DeletableContentType, brandPrefix: string) =>
  `${adminPath(sectionOfContentType[contentType], brandPrefix)}?deleted=1`

/** What follows `/admin/{section}/`: a record id, `add-new`, or the old site's literal `OLD_id`. */
export type AdminRecordParam = { kind: 'id'; id: number } | { kind: 'add-new' } | { kind: 'legacy' }

export function parseRecordParam(param: string): AdminRecordParam | null {
  if (param === 'add-new') return { kind: 'add-new' }
  if (param === 'OLD_id') return { kind: 'legacy' }
  if (!/^[1-9]\d{0,9}$/.test(param) || Number(param) > 2_147_483_647) return null
  return { kind: 'id', id: Number(param) }
}
