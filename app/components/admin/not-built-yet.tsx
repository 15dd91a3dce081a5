import { Link } from 'react-router'
import { adminTitle } from '#domain/account/texts.ts'
import { AdminPageHeader } from './admin-page-header.tsx'

/** A section of the admin whose screens are not built yet: said plainly, never a blank page. */
export function NotBuiltYet({ title }: { title: string }) {
  return (
    <div className="flex flex-col gap-4">
      <AdminPageHeader title={title} />
      <p>This section is for staff only. Its screens are not available yet.</p>
      <Link to="/admin/" className="w-fit font-semibold text-brand underline underline-offset-2">
        Back to {adminTitle}
      </Link>
    </div>
  )
}
