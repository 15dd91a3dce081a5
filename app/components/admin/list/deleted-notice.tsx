import { useSearchParams } from 'react-router'
import { deletedStatusText } from '#domain/admin/texts.ts'

/** A list reached with the deleted flag (`?deleted=1`) after a delete says "Deleted.". */
export function DeletedNotice() {
  const [params] = useSearchParams()
  if (params.get('deleted') !== '1') return null
  return (
    <p role="status" className="rounded border-l-4 border-green-700 bg-green-50 px-4 py-3 font-semibold">
      {deletedStatusText}
    </p>
  )
}
