import { Suspense } from 'react'
import { type ShouldRevalidateFunction, data, redirect } from 'react-router'
import { ScreenLoading } from '#app/components/admin/screen-loading.tsx'
import { AdminErrorPage } from '#app/components/admin/frame/admin-error-page.tsx'
import { NotFoundError } from '#app/components/error/not-found-error.ts'
import { findAdminSection, parseRecordParam } from '#domain/admin/sections.ts'
import { adminMeta } from '#app/lib/admin-meta.ts'
import type { Route } from './+types/section-record'
import { adminScreens } from './screens.ts'

/**
 * `/admin/{section}/{id}` and `/add-new` where the section has it. The old site's literal `/admin/{brand}locations/OLD_id`
 * leads to the list.
 */
export function loader({ params, context }: Route.LoaderArgs) {
  const section = findAdminSection(params.section, context.config.BRAND_PREFIX)
  const record = parseRecordParam(params.record)
  if (!section || !record) throw data(null, { status: 404 })
  if (record.kind === 'legacy') {
    if (section.kind !== 'locations') throw data(null, { status: 404 })
    throw redirect(`/admin/${section.slug}`)
  }
  if (record.kind === 'add-new' && !section.canAdd) throw data(null, { status: 404 })
  return { section, id: record.kind === 'id' ? record.id : null }
}

/**
 * The loader reads the path only; a screen's state in the query (the yard's part on screen) changes nothing it
 * answers, so such a step is not a round trip to the server.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) => (currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate)

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  adminMeta(
    matches,
    loaderData && (loaderData.id === null ? `New · ${loaderData.section.title}` : loaderData.section.title),
  )

/** One record's form, loaded on first visit; a new id or section remounts it with fresh state. */
export default function SectionRecord({ loaderData }: Route.ComponentProps) {
  const { section, id } = loaderData
  const Record = adminScreens[section.kind]?.Record
  // A section without record screens (transactions, card requests, the audit log) has no records to show.
  if (!Record) return <AdminErrorPage error={new NotFoundError()} />
  return (
    <Suspense fallback={<ScreenLoading />}>
      <Record key={`${section.kind}/${id ?? 'new'}`} section={section} id={id} />
    </Suspense>
  )
}
