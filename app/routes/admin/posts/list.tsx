import { RecordLink } from '#app/components/admin/record-link.tsx'
import { AdminListFrame } from '#app/components/admin/list/admin-list-frame.tsx'
import type { ListColumn } from '#app/components/admin/list/list-table.tsx'
import { useAdminList } from '#app/components/admin/list/use-admin-list.ts'
import { smallPrimaryButton } from '#app/components/ui/buttons.ts'
import { brandRuledTable } from '#app/components/ui/table.tsx'
import { type AdminPostRow, postKindOptions, postStatusOptions } from '#domain/content/post-schemas.ts'
import { formatTorontoDateTime } from '#domain/kernel/shop-time/format.ts'
import type { SectionScreenProps } from '../screens.ts'

const kindFilter = [
  { value: '', label: 'All' },
  ...postKindOptions.map((o) => ({ value: o.value, label: o.plural })),
]
const statusFilter = [{ value: '', label: 'All' }, ...postStatusOptions]
const kindLabel = { blog: 'Blog', news: 'News' } as const
const statusLabel = Object.fromEntries(postStatusOptions.map((o) => [o.value, o.label]))

const columns: ReadonlyArray<ListColumn<AdminPostRow>> = [
  {
    header: 'Title',
    sortKey: 'title',
    cell: (post) => (
      <>
        <RecordLink
          kind="blogs"
          id={post.id}
          className="font-semibold text-brand underline-offset-2 hover:underline"
        >
          {post.title}
        </RecordLink>
        <div className="text-[0.85rem] text-slate-700">{post.slug}</div>
      </>
    ),
  },
  { header: 'Kind', cell: (post) => kindLabel[post.kind] },
  { header: 'Status', cell: (post) => statusLabel[post.status] },
  {
    header: 'Published',
    sortKey: 'published',
    cellClass: 'whitespace-nowrap',
    cell: (post) => (post.publishedAt ? formatTorontoDateTime(post.publishedAt) : '—'),
  },
  {
    header: 'Updated',
    sortKey: 'updated',
    isDefault: true,
    cellClass: 'whitespace-nowrap',
    cell: (post) => formatTorontoDateTime(post.updatedAt),
  },
]

/** `/admin/{prefix}blogs`: news stories and blog posts, newest change first. */
export default function PostList({ section }: SectionScreenProps) {
  const admin = useAdminList<AdminPostRow>('/api/salt/admin/posts')
  const filtered = Boolean(admin.list.q || admin.list.get('kind') || admin.list.get('status'))
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
      empty={
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
      look={brandRuledTable}
      columns={columns}
      rowKey={(post) => post.id}
    />
  )
}
