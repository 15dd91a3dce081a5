import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { usePublicConfig } from '#app/components/use-root-data.ts'
import { type AdminSectionKind, adminPath } from '#domain/admin/sections.ts'

interface RecordLinkProps {
  kind: AdminSectionKind
  /** The record, or `add-new` for the section's form of a new one. */
  id: number | 'add-new'
  /** The address's query, such as `?yard=3` for a new record that starts with that yard. */
  search?: string
  className?: string
  children: ReactNode
}

/** A link to one record's admin page, under the section's address with this shop's brand prefix. */
export function RecordLink({
  kind,
  id,
  search = '',
  className = 'font-semibold text-brand underline',
  children,
}: RecordLinkProps) {
  const { brandPrefix } = usePublicConfig()
  return (
    <Link to={`${adminPath(kind, brandPrefix, id)}${search}`} className={className}>
      {children}
    </Link>
  )
}
