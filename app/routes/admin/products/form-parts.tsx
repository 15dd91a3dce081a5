import { useNavigate } from 'react-router'
import { createdRecord } from '#app/components/admin/form/use-unsaved-changes.ts'
import { useDeleteContent } from '#app/components/admin/use-delete-content.ts'
import { smallDangerButton } from '#app/components/ui/buttons.ts'
import { usePublicConfig } from '#app/components/use-root-data.ts'
import { adminPath } from '#domain/admin/sections.ts'
import { deleteLabel } from '#domain/admin/texts.ts'

/** After an add-new form saved: its record's own page, without the unsaved-changes question. */
export function useGoToCreated(kind: 'products' | 'productgroups') {
  const navigate = useNavigate()
  const { brandPrefix } = usePublicConfig()
  return (id: number) => void navigate(adminPath(kind, brandPrefix, id), { state: createdRecord })
}

/** "Delete" on an edit page: the confirm popup, then the delete request (useDeleteContent). */
export function DeleteButton(props: { contentType: 'products' | 'productgroups'; id: number; name: string }) {
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
