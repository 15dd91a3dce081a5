import { useNavigate } from 'react-router'
import { smallDangerButton } from '#app/components/ui/buttons.ts'
import { usePublicConfig } from '#app/components/use-root-data.ts'
import type { DeletableContentType } from '#domain/admin/list.ts'
import { type AdminSectionKind, adminPath } from '#domain/admin/sections.ts'
import { deleteLabel } from '#domain/admin/texts.ts'
import { createdRecord } from '../form/use-unsaved-changes.ts'
import { useDeleteContent } from '../use-delete-content.ts'

/**
 * After an add-new form saved: the new record's own page, which announces "Saved". It takes the place of /add-new in
 * the history, so Back leads to the list rather than to an empty form.
 */
export function useOpenCreated(kind: AdminSectionKind) {
  const navigate = useNavigate()
  const { brandPrefix } = usePublicConfig()
  return (id: number) =>
    void navigate(adminPath(kind, brandPrefix, id), { replace: true, state: createdRecord })
}

/** "Delete" on a record's page: the confirm popup, then the delete request (useDeleteContent). */
export function DeleteRecordButton(props: { contentType: DeletableContentType; id: number; name: string }) {
  const remove = useDeleteContent()
  return (
    <button
      type="button"
      className={smallDangerButton}
      onClick={() => remove(props.contentType, props.id, props.name)}
    >
      {deleteLabel}
    </button>
  )
}
