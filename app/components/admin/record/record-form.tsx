import type { ReactNode } from 'react'
import { AdminPageHeader, type AdminPageHeaderProps } from '../admin-page-header.tsx'
import { SaveBar } from '../form/save-bar.tsx'
import type { AdminForm } from '../form/use-admin-form.ts'
import { useUnsavedChanges } from '../form/use-unsaved-changes.ts'

interface RecordFormProps<V> {
  form: AdminForm<V>
  /** A record screen's title, back link and actions; none where the form is one part of a page. */
  header?: AdminPageHeaderProps
  saveLabel?: string
  /** Buttons after Save (Delete). */
  saveActions?: ReactNode
  className: string
  children: ReactNode
}

/**
 * A staff form: its header, its fields, the save bar that says "Saved" or what went wrong, and the question before
 * leaving it with unsaved changes.
 */
export function RecordForm<V>({
  form,
  header,
  saveLabel,
  saveActions,
  className,
  children,
}: RecordFormProps<V>) {
  useUnsavedChanges(form.isDirty, form.dirty)
  return (
    <form noValidate onSubmit={(event) => void form.submit(event)} className={className}>
      {header && <AdminPageHeader {...header} />}
      {children}
      <SaveBar status={form.status} formError={form.formError} label={saveLabel}>
        {saveActions}
      </SaveBar>
    </form>
  )
}
