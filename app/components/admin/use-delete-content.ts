import { useNavigate } from 'react-router'
import { usePublicConfig } from '#app/components/use-root-data.ts'
import { deletedListPath } from '#domain/admin/sections.ts'
import { ApiError, apiPost } from '#app/lib/api-client.ts'
import type { DeletableContentType } from '#domain/admin/list.ts'
import { deleteConfirmText, deleteConfirmTitle, deleteLabel } from '#domain/admin/texts.ts'
import { usePopupStore } from '#app/stores/popup.ts'
import { leaveWithoutAsking } from './form/use-unsaved-changes.ts'

/**
 * Deleting content (the original site's `freq`): a confirm popup ("Delete …?", Delete / Cancel), then `POST /api/salt/freq`; on success the list of the
 * content type with the deleted flag, on failure a popup that says why (a group that still has products, say).
 */
export function useDeleteContent() {
  const navigate = useNavigate()
  const { brandPrefix } = usePublicConfig()
  return (contentType: DeletableContentType, id: number, name: string) =>
    usePopupStore.getState().open('confirm', {
      title: deleteConfirmTitle(name),
      text: deleteConfirmText,
      confirmLabel: deleteLabel,
      onConfirm: async () => {
        try {
          await apiPost<{ id: number }>('/api/salt/freq', { url: `${contentType}/${id}`, method: 'delete' })
          void navigate(deletedListPath(contentType, brandPrefix), { state: leaveWithoutAsking })
        } catch (failure) {
          const text = failure instanceof ApiError ? failure.message : String(failure)
          // The confirm popup closes after this returns (a later task); the explanation opens once it has.
          setTimeout(() => usePopupStore.getState().open('generic', { title: 'Not deleted', text }))
        }
      },
    })
}
