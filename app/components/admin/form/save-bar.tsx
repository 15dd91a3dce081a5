import type { ReactNode } from 'react'
import { savedText, savingText } from '#domain/admin/texts.ts'
import type { SaveStatus } from './use-admin-form.ts'

interface SaveBarProps {
  status: SaveStatus
  formError: string | null
  /** Other buttons after Save (Preview, Delete). */
  children?: ReactNode
  label?: string
}

/**
 * The form's Save button with what happened: "Saved" in a polite status region, a failure as an alert. It sticks to
 * the bottom of the screen, so a long form can be saved from anywhere.
 */
export function SaveBar({ status, formError, children, label = 'Save' }: SaveBarProps) {
  const saving = status === 'saving'
  return (
    <div className="sticky bottom-0 z-10 -mx-3 flex flex-col gap-2 border-t-2 border-slate-200 bg-white/95 px-3 py-3 md:mx-0 md:px-0">
      {formError && (
        <p role="alert" className="font-semibold text-danger">
          {formError}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="submit"
          disabled={saving}
          aria-busy={saving}
          className="min-h-11 rounded bg-brand px-6 py-2 font-bold text-white hover:bg-brand-dark focus-visible:ring-2 focus-visible:ring-brand/40 focus-visible:outline-none disabled:opacity-60"
        >
          {label}
        </button>
        <p role="status" className="font-semibold text-green-800">
          {saving ? savingText : status === 'saved' ? savedText : ''}
        </p>
        {children && <div className="ml-auto flex flex-wrap gap-2">{children}</div>}
      </div>
    </div>
  )
}
