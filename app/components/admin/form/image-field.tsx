import { smallButton, smallDangerButton } from '#app/components/ui/buttons.ts'
import type { StoredImage } from '#domain/media/media.ts'
import { usePopupStore } from '#app/stores/popup.ts'

interface ImageFieldProps {
  label: string
  value: StoredImage | null
  onChange: (image: StoredImage | null) => void
  error?: string
}

/** One image of a record: a preview with its alt text, "Choose image…" (the fileManager popup) and Remove. */
export function ImageField({ label, value, onChange, error }: ImageFieldProps) {
  const choose = () => usePopupStore.getState().open('fileManager', { onPick: (image) => onChange(image) })
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-[0.9rem] font-semibold">{label}</legend>
      {value ? (
        <figure className="flex items-center gap-3">
          <img
            src={value.url}
            alt=""
            width={value.width}
            height={value.height}
            className="h-20 w-28 rounded border border-slate-200 object-cover"
          />
          <figcaption className="text-[0.9rem]">Alt text: {value.alt || '(none)'}</figcaption>
        </figure>
      ) : (
        <p className="text-[0.9rem] text-slate-700">No image.</p>
      )}
      <div className="flex flex-wrap gap-2">
        <button type="button" className={smallButton} onClick={choose}>
          {value ? 'Change image…' : 'Choose image…'}
        </button>
        {value && (
          <button type="button" className={smallDangerButton} onClick={() => onChange(null)}>
            Remove image
          </button>
        )}
      </div>
      {error && <p className="text-[0.85rem] font-semibold text-danger">{error}</p>}
    </fieldset>
  )
}
