import type { ReactNode } from 'react'
import type { AdminForm } from '#app/components/admin/form/use-admin-form.ts'
import { RichTextField } from '#app/components/admin/rich-text/rich-text-field.tsx'
import { TextArea, TextInput } from '#app/components/ui/fields.tsx'
import { followNameSlug } from '#domain/catalogue/admin-answers.ts'

/** What a product and a product group both have: a name with its slug, a summary, a description, an order. */
interface CatalogueEntry {
  name: string
  slug: string
  summary: string
  descriptionHtml: string
  sortOrder: number
}

interface CatalogueFieldsProps<V extends CatalogueEntry> {
  form: AdminForm<V>
  /** On a new entry the slug follows the name until staff edit it; a saved one keeps its address. */
  isNew: boolean
}

/** Name and slug, for a two-column grid. */
export function NameAndSlugFields<V extends CatalogueEntry>({
  form,
  isNew,
  slugHint,
}: CatalogueFieldsProps<V> & { slugHint: string }) {
  const { values, errors, update } = form
  return (
    <>
      <TextInput
        label="Name"
        value={values.name}
        error={errors.name}
        maxLength={120}
        onValue={(name) =>
          update((current) => ({
            ...current,
            name,
            slug: isNew ? followNameSlug(current.name, name, current.slug) : current.slug,
          }))
        }
      />
      <TextInput
        label="Slug"
        value={values.slug}
        error={errors.slug}
        maxLength={100}
        hint={slugHint}
        onValue={(slug) => update((current) => ({ ...current, slug }))}
      />
    </>
  )
}

/** The short summary of the cards and the rich description of the page. */
export function SummaryAndDescriptionFields<V extends CatalogueEntry>({ form }: { form: AdminForm<V> }) {
  const { values, errors, update } = form
  return (
    <>
      <TextArea
        label="Summary"
        value={values.summary}
        error={errors.summary}
        rows={2}
        maxLength={500}
        onValue={(summary) => update((current) => ({ ...current, summary }))}
      />
      <RichTextField
        label="Description"
        value={values.descriptionHtml}
        error={errors.descriptionHtml}
        onChange={(descriptionHtml) => update((current) => ({ ...current, descriptionHtml }))}
      />
    </>
  )
}

/** The order among its siblings, beside a checkbox (Published, Featured). */
export function OrderField<V extends CatalogueEntry>({
  form,
  hint,
  gridClass,
  children,
}: {
  form: AdminForm<V>
  hint: string
  gridClass: string
  children: ReactNode
}) {
  const { values, errors, update } = form
  return (
    <div className={gridClass}>
      <TextInput
        label="Order"
        type="number"
        inputMode="numeric"
        value={String(values.sortOrder)}
        error={errors.sortOrder}
        hint={hint}
        onValue={(order) => update((current) => ({ ...current, sortOrder: Number(order) }))}
      />
      <div className="sm:pt-7">{children}</div>
    </div>
  )
}
