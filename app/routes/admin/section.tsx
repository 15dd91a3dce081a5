import { Link, data } from 'react-router'
import { adminTitle } from '#app/lib/texts/auth.ts'
import type { Route } from './+types/section'
import { findAdminSection } from './sections.ts'

/** Only the sections of spec 2 exist; anything else under /admin/ is a 404. */
export function loader({ params, context }: Route.LoaderArgs) {
  const section = findAdminSection(params.section, context.deps.config.BRAND_PREFIX)
  if (!section) throw data(null, { status: 404 })
  return { section }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  {
    title: [loaderData?.section.title, adminTitle, matches[0].loaderData.publicConfig.brandName]
      .filter(Boolean)
      .join(' | '),
  },
]

/** An admin section's page. Its screens come with the admin issue; until then it says so plainly. */
export default function Section({ loaderData }: Route.ComponentProps) {
  const { section } = loaderData
  return (
    <section className="mx-auto flex max-w-5xl flex-col gap-4 px-4 py-10">
      <h1 className="text-[2rem] font-bold text-brand-dark">{section.title}</h1>
      <p>
        This section is for staff only. Its screens are built with the admin area and are not available yet.
      </p>
      <Link to="/admin/" className="w-fit font-semibold text-brand underline underline-offset-2">
        Back to {adminTitle}
      </Link>
    </section>
  )
}
