import { useState } from 'react'
import { SelectInput, TextArea, TextInput } from '#app/components/ui/fields.tsx'
import type { AdminForm } from '#app/components/admin/form/use-admin-form.ts'
import { ImageField } from '#app/components/admin/form/image-field.tsx'
import { RichTextField } from '#app/components/admin/rich-text/rich-text-field.tsx'
import { type PostInput, postKindOptions, postStatusOptions } from '#domain/content/post-schemas.ts'
import { slugify } from '#domain/kernel/slug.ts'
import { isoToTorontoWallClock, torontoWallClockToIso } from '#domain/kernel/shop-time/wall-clock.ts'

const firstError = (errors: Record<string, string>, name: string) =>
  errors[name] ?? Object.entries(errors).find(([key]) => key.startsWith(`${name}.`))?.[1]

/**
 * The fields of a post. On a new post the slug follows the title until staff edit the slug themselves; on a saved
 * post it stays put, because changing it moves the public page (the old address then redirects).
 */
export function PostFormFields<V extends PostInput>({ form, isNew }: { form: AdminForm<V>; isNew: boolean }) {
  const { values, errors, set } = form
  const [slugFollowsTitle, setSlugFollowsTitle] = useState(isNew)
  const [dateText, setDateText] = useState(isoToTorontoWallClock(values.publishedAt ?? ''))

  function changeTitle(title: string) {
    form.update((current) => ({ ...current, title, ...(slugFollowsTitle ? { slug: slugify(title) } : {}) }))
  }

  function changeDate(text: string) {
    setDateText(text)
    set('publishedAt', (torontoWallClockToIso(text) ?? null) as V['publishedAt'])
  }

  return (
    <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_18rem]">
      <div className="flex min-w-0 flex-col gap-5">
        <TextInput
          label="Title"
          value={values.title}
          onValue={changeTitle}
          error={errors.title}
          maxLength={200}
        />
        <TextInput
          label="Slug"
          value={values.slug}
          onValue={(slug) => {
            setSlugFollowsTitle(false)
            set('slug', slug as V['slug'])
          }}
          error={errors.slug}
          hint={`The address: ${values.kind === 'blog' ? '/blogs/' : '/news/'}${values.slug || '…'}`}
          maxLength={100}
        />
        <TextArea
          label="Excerpt"
          value={values.excerpt}
          onValue={(excerpt) => set('excerpt', excerpt as V['excerpt'])}
          error={errors.excerpt}
          hint="Shown on the list cards and in search results. Left empty, the first words of the body are used."
          rows={3}
          maxLength={500}
        />
        <RichTextField
          label="Body"
          value={values.bodyHtml}
          onChange={(html) => set('bodyHtml', html as V['bodyHtml'])}
          error={errors.bodyHtml}
        />
      </div>
      <div className="flex flex-col gap-5">
        <SelectInput
          label="Kind"
          value={values.kind}
          options={postKindOptions}
          onValue={(kind) => set('kind', kind as V['kind'])}
          error={errors.kind}
        />
        <SelectInput
          label="Status"
          value={values.status}
          options={postStatusOptions}
          onValue={(status) => set('status', status as V['status'])}
          error={errors.status}
        />
        {values.status !== 'draft' && (
          <TextInput
            label={values.status === 'scheduled' ? 'Goes live at' : 'Published at'}
            type="datetime-local"
            value={dateText}
            onValue={changeDate}
            error={errors.publishedAt}
            hint={
              values.status === 'scheduled'
                ? 'Toronto time. The post appears on the site by itself at this time.'
                : 'Toronto time. Leave empty to publish now.'
            }
          />
        )}
        <TextInput
          label="Author"
          value={values.author}
          onValue={(author) => set('author', author as V['author'])}
          error={errors.author}
          maxLength={100}
        />
        <ImageField
          label="Cover image"
          value={values.coverImage}
          onChange={(image) => set('coverImage', image as V['coverImage'])}
          error={firstError(errors, 'coverImage')}
        />
      </div>
    </div>
  )
}
