import { useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { AdminPageHeader } from '#app/components/admin/admin-page-header.tsx'
import { SaveBar } from '#app/components/admin/form/save-bar.tsx'
import { useAdminForm } from '#app/components/admin/form/use-admin-form.ts'
import { createdRecord, useUnsavedChanges } from '#app/components/admin/form/use-unsaved-changes.ts'
import { PostFormFields } from '#app/components/admin/posts/post-form-fields.tsx'
import { PostPreview } from '#app/components/admin/posts/post-preview.tsx'
import { ScreenLoading } from '#app/components/admin/screen-loading.tsx'
import { useAdminQuery } from '#app/components/admin/use-admin-query.ts'
import { useDeleteContent } from '#app/components/admin/use-delete-content.ts'
import { Notice } from '#app/components/ui/notice.tsx'
import { smallButton, smallDangerButton } from '#app/components/ui/buttons.ts'
import { usePublicConfig } from '#app/components/use-root-data.ts'
import { adminPath } from '#domain/admin/sections.ts'
import { apiPost, apiPut } from '#app/lib/api-client.ts'
import { postPath } from '#domain/content/posts.ts'
import {
  type AdminPost,
  type PostInput,
  postInputSchema,
  postUpdateSchema,
} from '#domain/content/post-schemas.ts'
import { loadFailedText } from '#domain/admin/texts.ts'
import type { RecordScreenProps } from '../screens.ts'

type PostValues = PostInput & { id: number | null; version: number | null }

const newPost: PostValues = {
  id: null,
  version: null,
  kind: 'blog',
  title: '',
  slug: '',
  excerpt: '',
  author: '',
  coverImage: null,
  bodyHtml: '',
  status: 'draft',
  publishedAt: null,
}

const toValues = ({ updatedAt: _updatedAt, ...post }: AdminPost): PostValues => post

/** `/admin/{prefix}blogs/add-new` and `/{id}`: a news story or blog post. */
export default function PostEdit({ section, id }: RecordScreenProps) {
  const query = useAdminQuery<AdminPost>(id === null ? null : `/api/salt/admin/posts/${id}`)
  if (id === null) return <PostEditor section={section} initial={newPost} />
  if (query.error)
    return <Notice tone="error">{query.error.status === 0 ? loadFailedText : query.error.message}</Notice>
  if (!query.data) return <ScreenLoading />
  return <PostEditor section={section} initial={toValues(query.data)} />
}

function PostEditor({ section, initial }: { section: RecordScreenProps['section']; initial: PostValues }) {
  const { brandPrefix } = usePublicConfig()
  const navigate = useNavigate()
  const deleteContent = useDeleteContent()
  const [previewing, setPreviewing] = useState(false)
  // The post as last saved: its kind decides the delete's content type, its address the "View on site" link.
  const [saved, setSaved] = useState(initial)
  const isNew = initial.id === null
  const form = useAdminForm({
    initial,
    schema: isNew ? postInputSchema : postUpdateSchema,
    save: async (input) =>
      toValues(
        initial.id === null
          ? await apiPost<AdminPost>('/api/salt/admin/posts', input)
          : await apiPut<AdminPost>(`/api/salt/admin/posts/${initial.id}`, input),
      ),
    onSaved: (post) => {
      setSaved(post)
      if (isNew && post.id !== null)
        void navigate(adminPath('blogs', brandPrefix, post.id), { replace: true, state: createdRecord })
    },
  })
  useUnsavedChanges(form.isDirty, form.dirty)
  const { values } = form

  return (
    <form onSubmit={form.submit} noValidate className="flex flex-col gap-6">
      <AdminPageHeader
        title={isNew ? 'New post' : values.title || 'Untitled post'}
        back={{ to: adminPath('blogs', brandPrefix), label: section.title }}
        actions={
          <>
            <button type="button" className={smallButton} onClick={() => setPreviewing(true)}>
              Preview
            </button>
            {saved.id !== null && saved.status !== 'draft' && (
              <Link to={postPath(saved.kind, saved.slug)} target="_blank" className={smallButton}>
                View on site
              </Link>
            )}
          </>
        }
      />
      {previewing && <PostPreview post={values} onClose={() => setPreviewing(false)} />}
      <PostFormFields form={form} isNew={isNew} />
      <SaveBar status={form.status} formError={form.formError}>
        {saved.id !== null && (
          <button
            type="button"
            className={smallDangerButton}
            onClick={() =>
              deleteContent(saved.kind === 'blog' ? 'blogs' : 'news', saved.id!, `“${saved.title}”`)
            }
          >
            Delete
          </button>
        )}
      </SaveBar>
    </form>
  )
}
