import { Suspense } from 'react'
import { data } from 'react-router'
import { NotBuiltYet } from '#app/components/admin/not-built-yet.tsx'
import { ScreenLoading } from '#app/components/admin/screen-loading.tsx'
import { findAdminSection } from '#domain/admin/sections.ts'
import { adminMeta } from '#app/lib/admin-meta.ts'
import type { Route } from './+types/section'
import { adminScreens } from './screens.ts'

/** Only the admin's known sections exist; anything else under /admin/ is a 404. */
export function loader({ params, context }: Route.LoaderArgs) {
  const section = findAdminSection(params.section, context.config.BRAND_PREFIX)
  if (!section) throw data(null, { status: 404 })
  return { section }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  adminMeta(matches, loaderData?.section.title)

/** A section's list screen, loaded on first visit. */
export default function Section({ loaderData }: Route.ComponentProps) {
  const { section } = loaderData
  const List = adminScreens[section.kind]?.List
  if (!List) return <NotBuiltYet title={section.title} />
  return (
    <Suspense fallback={<ScreenLoading />}>
      <List key={section.kind} section={section} />
    </Suspense>
  )
}
