import { smallButton } from '#app/components/ui/buttons.ts'
import { formatFileSize } from '#domain/media/file-size.ts'
import type { DocumentRef } from '#domain/media/media.ts'
import { usePopupStore } from '#app/stores/popup.ts'

interface DocumentsFieldProps {
  label: string
  value: DocumentRef[]
  onChange: (documents: DocumentRef[]) => void
}

/** The documents linked to a record (safety data sheets): listed, changed in the docManager popup. */
export function DocumentsField({ label, value, onChange }: DocumentsFieldProps) {
  const choose = () =>
    usePopupStore
      .getState()
      .open('docManager', { selected: value, onPick: (documents) => onChange(documents) })
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-[0.9rem] font-semibold">{label}</legend>
      {value.length === 0 ? (
        <p className="text-[0.9rem] text-slate-700">No documents linked.</p>
      ) : (
        <ul className="flex flex-col gap-1">
          {value.map((document) => (
            <li key={document.id}>
              {document.title}{' '}
              <span className="text-[0.85rem] text-slate-700">
                ({document.fileName}, {formatFileSize(document.sizeBytes)})
              </span>
            </li>
          ))}
        </ul>
      )}
      <button type="button" className={`${smallButton} w-fit`} onClick={choose}>
        Choose documents…
      </button>
    </fieldset>
  )
}
