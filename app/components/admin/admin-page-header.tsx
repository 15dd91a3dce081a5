import type { ReactNode } from 'react'
import { Link } from 'react-router'

/** The list a record page belongs to, as a "← Products" link above the title. */
export interface PageBack {
  to: string
  label: string
}

export interface AdminPageHeaderProps {
  title: string
  back?: PageBack
  /** Buttons beside the title (Add new, Delete, Preview). */
  actions?: ReactNode
}

/** The top of every admin screen: where it belongs, its title, its actions. */
export function AdminPageHeader({ title, back, actions }: AdminPageHeaderProps) {
  return (
    <header className="flex flex-col gap-2">
      {back && (
        <Link
          to={back.to}
          className="w-fit text-[0.9rem] font-semibold text-brand underline underline-offset-2"
        >
          <span aria-hidden="true">← </span>
          {back.label}
        </Link>
      )}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-[1.75rem] leading-tight font-bold text-brand-dark">{title}</h1>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </div>
    </header>
  )
}
