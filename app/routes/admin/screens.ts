import { type ComponentType, type LazyExoticComponent, lazy } from 'react'
import type { AdminSection, AdminSectionKind } from '#domain/admin/sections.ts'

export interface SectionScreenProps {
  section: AdminSection
}

export interface RecordScreenProps {
  section: AdminSection
  /** null on `/add-new`. */
  id: number | null
}

interface SectionScreens {
  List: LazyExoticComponent<ComponentType<SectionScreenProps>>
  /** The edit (and add-new) form of one record. */
  Record?: LazyExoticComponent<ComponentType<RecordScreenProps>>
}

/**
 * The screens of each admin section, each its own lazy chunk: the brand prefix is configuration, so the route table
 * has one `/admin/:section` and one `/admin/:section/:record` route that pick the screen here. A section without an
 * entry says plainly that it is not built yet.
 */
export const adminScreens: Partial<Record<AdminSectionKind, SectionScreens>> = {
  productgroups: {
    List: lazy(() => import('./product-groups/list.tsx')),
    Record: lazy(() => import('./product-groups/edit.tsx')),
  },
  products: {
    List: lazy(() => import('./products/list.tsx')),
    Record: lazy(() => import('./products/edit.tsx')),
  },
  blogs: { List: lazy(() => import('./posts/list.tsx')), Record: lazy(() => import('./posts/edit.tsx')) },
  locations: {
    List: lazy(() => import('./locations/list.tsx')),
    Record: lazy(() => import('./locations/edit.tsx')),
  },
  prices: {
    List: lazy(() => import('./prices/list.tsx')),
    Record: lazy(() => import('./prices/record.tsx')),
  },
  tracktransactions: { List: lazy(() => import('./transactions/list.tsx')) },
  weather: {
    List: lazy(() => import('./weather/list.tsx')),
    Record: lazy(() => import('./weather/edit.tsx')),
  },
  customers: {
    List: lazy(() => import('./customers/list.tsx')),
    Record: lazy(() => import('./customers/record.tsx')),
  },
  cardrequests: { List: lazy(() => import('./card-requests/list.tsx')) },
  applications: {
    List: lazy(() => import('./applications/list.tsx')),
    Record: lazy(() => import('./applications/record.tsx')),
  },
  listrequests: {
    List: lazy(() => import('./list-requests/list.tsx')),
    Record: lazy(() => import('./list-requests/record.tsx')),
  },
  orders: {
    List: lazy(() => import('./orders/list.tsx')),
    Record: lazy(() => import('./orders/record.tsx')),
  },
  staff: { List: lazy(() => import('./staff/list.tsx')), Record: lazy(() => import('./staff/record.tsx')) },
  audit: { List: lazy(() => import('./audit/list.tsx')) },
}
