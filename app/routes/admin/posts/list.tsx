import { Link } from 'react-router'
import { AdminListFrame } from '#app/components/admin/list/admin-list-frame.tsx'
import type { ListColumn } from '#app/components/admin/list/list-table.tsx'
import { useAdminList } from '#app/components/admin/list/use-admin-list.ts'
import { smallPrimaryButton } from '#app/components/ui/buttons.ts'
import { brandRuledTable } from '#app/components/ui/table.tsx'
import { usePublicConfig } from '#app/components/use-root-data.ts'
import { adminPath } from '#domain/admin/sections.ts'
import { type AdminPostRow, postKindOptions, postStatusOptions } from '#domain/content/post-schemas.ts'
import { formatTorontoDateTime } from '#domain/kernel/shop-time/format.ts'
import type { SectionScreenProps } from '../screens.ts'

const kindFilter = [
  { value: '', label: 'All' },
  ...postKindOptions.map((o) => ({ ...o, label: `${o.label}s` })),
]
const statusFilter = [{ value: '', label: 'All' }, ...postStatusOptions]
const kindLabel = { blog: 'Blog', news: 'News' } as const
const statusLabel = Object.fromEntries(postStatusOptions.map((o) => [o.value, o.label]))

function PostLink({ post }: { post: AdminPostRow }) {
  const { brandPrefix } = usePublicConfig()
  return (
    <Link
      to={adminPath('blogs', brandPrefix, post.id)}
      className="font-semibold text-brand underline-offset-2 hover:underline"
    >
      {post.title}
    </Link>
  )
}

const columns: ReadonlyArray<ListColumn<AdminPostRow>> = [
  {
    header: 'Title',
    sortKey: 'title',
    cell: (post) => (
      <>
        <PostLink post={post} />
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
  const { brandPrefix } = usePublicConfig()
  const admin = useAdminList<AdminPostRow>('/api/salt/admin/posts')
  const filtered = Boolean(admin.list.q || admin.list.get('kind') || admin.list.get('status'))
  return (
    <AdminListFrame
      section={section}
      admin={admin}
      noun="Posts"
      actions={
        <Link to={adminPath('blogs', brandPrefix, 'add-new')} className={smallPrimaryButton}>
          Add new post
        </Link>
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
            <Link
              to={adminPath('blogs', brandPrefix, 'add-new')}
              className="font-semibold text-brand underline"
            >
              Write the first one
            </Link>
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
