import { RecordLink } from '#app/components/admin/record-link.tsx'
import { AdminListFrame } from '#app/components/admin/list/admin-list-frame.tsx'
import { choices } from '#app/components/admin/list/choices.ts'
import type { ListColumn } from '#app/components/admin/list/list-table.tsx'
import { useAdminList } from '#app/components/admin/list/use-admin-list.ts'
import { useBulkActions } from '#app/components/admin/list/use-bulk-actions.tsx'
import { Badge, type BadgeTone } from '#app/components/ui/badge.tsx'
import { smallPrimaryButton } from '#app/components/ui/buttons.ts'
import { ruledTableFromLg } from '#app/components/ui/table.tsx'
import { type AdminPostRow, postKindOptions, postStatusOptions } from '#domain/content/post-schemas.ts'
import type { PostStatus } from '#domain/kernel/enums.ts'
import { formatTorontoDateTime } from '#domain/kernel/shop-time/format.ts'
import type { SectionScreenProps } from '../screens.ts'

const kindFilter = [
  { value: '', label: 'All' },
  ...postKindOptions.map((o) => ({ value: o.value, label: o.plural })),
]
const statusFilter = [{ value: '', label: 'All' }, ...postStatusOptions]
const kindLabel = { blog: 'Blog', news: 'News' } as const
const statusLabel = Object.fromEntries(postStatusOptions.map((o) => [o.value, o.label]))
const statusTone: Record<PostStatus, BadgeTone> = { published: 'done', draft: 'waiting', scheduled: 'closed' }
const sortOptions = choices({ '': 'Last updated', published: 'Publication date', title: 'Title' })

function PostLink({ post }: { post: AdminPostRow }) {
  return (
    <RecordLink
      kind="blogs"
      id={post.id}
      className="font-semibold break-words text-brand underline-offset-2 hover:underline"
    >
      {post.title}
    </RecordLink>
  )
}

const StatusBadge = ({ post }: { post: AdminPostRow }) => (
  <Badge tone={statusTone[post.status]}>{statusLabel[post.status]}</Badge>
)
const publishedText = (post: AdminPostRow) =>
  post.publishedAt ? formatTorontoDateTime(post.publishedAt) : '—'

/** A date and time that may wrap between the two, never inside the date. */
function DateTimeCell({ text }: { text: string }) {
  const [day, time] = text.split(' ')
  if (!time) return text
  return (
    <>
      <span className="whitespace-nowrap">{day}</span> {time}
    </>
  )
}

const columns: ReadonlyArray<ListColumn<AdminPostRow>> = [
  {
    header: 'Title',
    sortKey: 'title',
    cell: (post) => (
      <>
        <PostLink post={post} />
        <div className="text-[0.85rem] break-all text-slate-700">{post.slug}</div>
      </>
    ),
  },
  { header: 'Kind', cell: (post) => kindLabel[post.kind] },
  { header: 'Status', cell: (post) => <StatusBadge post={post} /> },
  // The dates may wrap between day and time: at 1024 px, beside the admin navigation, six columns need the room.
  {
    header: 'Published',
    sortKey: 'published',
    cell: (post) => <DateTimeCell text={publishedText(post)} />,
  },
  {
    header: 'Updated',
    sortKey: 'updated',
    isDefault: 'desc',
    cell: (post) => <DateTimeCell text={formatTorontoDateTime(post.updatedAt)} />,
  },
]

/** Phones and tablets: title, kind and status, then the dates, one card per post. */
function PostCard(post: AdminPostRow) {
  return (
    <>
      <PostLink post={post} />
      <p className="flex flex-wrap items-center gap-2 text-[0.9rem]">
        {kindLabel[post.kind]}
        <StatusBadge post={post} />
      </p>
      <p className="text-[0.85rem] text-slate-700">
        Published <span className="whitespace-nowrap">{publishedText(post)}</span> · Updated{' '}
        <span className="whitespace-nowrap">{formatTorontoDateTime(post.updatedAt)}</span>
      </p>
    </>
  )
}

/** `/admin/{prefix}blogs`: news stories and blog posts, newest change first; publish, unpublish or delete in bulk. */
export default function PostList({ section }: SectionScreenProps) {
  const admin = useAdminList<AdminPostRow>('/api/salt/admin/posts')
  const bulk = useBulkActions<AdminPostRow>({
    endpoint: '/api/salt/admin/posts/bulk',
    noun: { one: 'post', many: 'posts' },
    actions: ['publish', 'unpublish', 'delete'],
    idOf: (post) => post.id,
    nameOf: (post) => post.title,
    reload: admin.query.reload,
  })
  return (
    <AdminListFrame
      section={section}
      admin={admin}
      noun="Posts"
      actions={
        <RecordLink kind="blogs" id="add-new" className={smallPrimaryButton}>
          Add new post
        </RecordLink>
      }
      deletedFlag
      searchPlaceholder="Title, slug or excerpt"
      filters={[
        { name: 'kind', label: 'Kind', options: kindFilter },
        { name: 'status', label: 'Status', options: statusFilter },
      ]}
      cardSort={sortOptions}
      empty={(filtered) =>
        filtered ? (
          <p>No posts match. Clear the search or the filters to see them all.</p>
        ) : (
          <p>
            No posts yet.{' '}
            <RecordLink kind="blogs" id="add-new">
              Write the first one
            </RecordLink>
            .
          </p>
        )
      }
      look={ruledTableFromLg}
      columns={columns}
      card={PostCard}
      rowKey={(post) => post.id}
      bulk={{ actions: bulk.actions, rowLabel: (post) => post.title, report: bulk.report }}
    />
  )
}
