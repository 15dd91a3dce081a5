import { DocumentsField } from '#app/components/admin/form/documents-field.tsx'
import { ImageField } from '#app/components/admin/form/image-field.tsx'
import { SelectInput } from '#app/components/ui/fields.tsx'
import { smallButton } from '#app/components/ui/buttons.ts'
import {
  type AdminProductOptions,
  type ProductFormValues,
  type StockChoice,
  withStockChoice,
} from '#domain/catalogue/admin-answers.ts'
import type { StoredImage } from '#domain/media/media.ts'
import { usePopupStore } from '#app/stores/popup.ts'

interface PartProps {
  values: ProductFormValues
  errors: Record<string, string>
  update: (change: (values: ProductFormValues) => ProductFormValues) => void
}

const sectionLegend = 'text-[1.1rem] font-bold text-brand-dark'

/** The product's pictures, the first shown on cards: each changed or removed on its own, more added. */
export function ImagesEditor({ values, errors, update }: PartProps) {
  const setImages = (change: (images: StoredImage[]) => StoredImage[]) =>
    update((current) => ({ ...current, images: change(current.images) }))
  const add = () =>
    usePopupStore
      .getState()
      .open('fileManager', { onPick: (image) => setImages((images) => [...images, image]) })
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className={sectionLegend}>Images</legend>
      {errors.images && <p className="font-semibold text-danger">{errors.images}</p>}
      {values.images.length === 0 && <p className="text-[0.9rem] text-slate-700">No images.</p>}
      {values.images.map((image, index) => (
        <ImageField
          key={`${index}-${image.url}`}
          label={`Image ${index + 1}${index === 0 ? ' (shown first)' : ''}`}
          value={image}
          error={Object.entries(errors).find(([path]) => path.startsWith(`images.${index}.`))?.[1]}
          onChange={(next) =>
            setImages((images) =>
              next
                ? images.map((old, at) => (at === index ? next : old))
                : images.filter((_, at) => at !== index),
            )
          }
        />
      ))}
      <button type="button" className={`${smallButton} w-fit`} onClick={add}>
        Add image…
      </button>
    </fieldset>
  )
}

export function SafetyDocuments({ values, errors, update }: PartProps) {
  return (
    <div className="flex flex-col gap-1">
      <DocumentsField
        label="Safety documents"
        value={values.documents}
        onChange={(documents) =>
          update((current) => ({
            ...current,
            documents,
            documentIds: documents.map((document) => document.id),
          }))
        }
      />
      {errors.documentIds && <p className="text-[0.85rem] font-semibold text-danger">{errors.documentIds}</p>}
    </div>
  )
}

const stockOptions: ReadonlyArray<{ value: StockChoice; label: string }> = [
  { value: 'none', label: 'Not carried' },
  { value: 'in_stock', label: 'In stock' },
  { value: 'low', label: 'Low' },
  { value: 'out', label: 'Out' },
]

/** Stock at each yard, as the yard's page and the product page show it. */
export function StockEditor({
  values,
  errors,
  update,
  locations,
}: PartProps & { locations: AdminProductOptions['locations'] }) {
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className={sectionLegend}>Stock per yard</legend>
      {errors.stock && <p className="font-semibold text-danger">{errors.stock}</p>}
      <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {locations.map((yard) => (
          <SelectInput<StockChoice>
            key={yard.id}
            label={yard.name}
            value={values.stock.find((row) => row.locationId === yard.id)?.status ?? 'none'}
            options={stockOptions}
            onValue={(choice) =>
              update((current) => ({ ...current, stock: withStockChoice(current.stock, yard.id, choice) }))
            }
          />
        ))}
      </div>
    </fieldset>
  )
}
