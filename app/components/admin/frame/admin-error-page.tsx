import { ErrorPage } from '#app/components/error/error-page.tsx'
import { backToAdminText } from '#domain/admin/texts.ts'

const adminHome = { to: '/admin/', label: backToAdminText }

/** The site's 404 and error page inside the admin: the same texts, and the way back leads to the admin home. */
export function AdminErrorPage({ error }: { error: unknown }) {
  return <ErrorPage error={error} home={adminHome} />
}
