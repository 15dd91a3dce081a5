import { useState } from 'react'
import { Link } from 'react-router'
import { PostFormFields } from '#app/components/admin/posts/post-form-fields.tsx'
import { PostPreview } from '#app/components/admin/posts/post-preview.tsx'
import { AdminRecordFrame, type LoadedRecord } from '#app/components/admin/record/admin-record-frame.tsx'
import { DeleteRecordButton } from '#app/components/admin/record/record-actions.tsx'
import { RecordForm } from '#app/components/admin/record/record-form.tsx'
import { useAddNewRecordForm } from '#app/components/admin/record/use-add-new-record-form.ts'
import { smallButton } from '#app/components/ui/buttons.ts'
import { postPath } from '#domain/content/posts.ts'
import {
  type AdminPost,
  type PostInput,
  postInputSchema,
  postUpdateSchema,
} from '#domain/content/post-schemas.ts'
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

const postValues = (post: AdminPost | null): PostValues => {
  if (!post) return newPost
  const { updatedAt: _updatedAt, ...values } = post
  return values
}

/** `/admin/{prefix}blogs/add-new` and `/{id}`: a news story or blog post. */
export default function PostRecord({ section, id }: RecordScreenProps) {
  return (
    <AdminRecordFrame<AdminPost> section={section} path={id === null ? null : `/api/salt/admin/posts/${id}`}>
      {(loaded) => <PostEditor {...loaded} />}
    </AdminRecordFrame>
  )
}

function PostEditor({ record, back }: LoadedRecord<AdminPost, undefined>) {
  const [previewing, setPreviewing] = useState(false)
  // `saved` is the post as last saved: its kind decides the delete's content type, its address "View on site".
  const { form, saved } = useAddNewRecordForm({
    kind: 'blogs',
    record,
    endpoint: '/api/salt/admin/posts',
    values: postValues,
    schemas: { input: postInputSchema, update: postUpdateSchema },
  })
  const { values } = form
  return (
    <RecordForm
      form={form}
      className="flex flex-col gap-6"
      header={{
        title: record ? values.title || 'Untitled post' : 'New post',
        back,
        actions: (
          <>
            <button type="button" className={smallButton} onClick={() => setPreviewing(true)}>
              Preview
            </button>
            {saved && saved.status !== 'draft' && (
              <Link to={postPath(saved.kind, saved.slug)} target="_blank" className={smallButton}>
                View on site
              </Link>
            )}
          </>
        ),
      }}
      saveActions={
        saved && (
          <DeleteRecordButton
            contentType={saved.kind === 'blog' ? 'blogs' : 'news'}
            id={saved.id}
            name={`“${saved.title}”`}
          />
        )
      }
    >
      {previewing && <PostPreview post={values} onClose={() => setPreviewing(false)} />}
      <PostFormFields form={form} isNew={record === null} />
    </RecordForm>
  )
}
