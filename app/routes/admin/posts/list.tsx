import { Link } from 'react-router'
import { AdminPageHeader } from '#app/components/admin/admin-page-header.tsx'
import { AdminListBody } from '#app/components/admin/list/admin-list-body.tsx'
import { DeletedNotice } from '#app/components/admin/list/deleted-notice.tsx'
import { FilterSelect, ListSearch } from '#app/components/admin/list/list-search.tsx'
import { SortHeader } from '#app/components/admin/list/sort-header.tsx'
import { useListParams } from '#app/components/admin/list/use-list-params.ts'
import { useAdminQuery } from '#app/components/admin/use-admin-query.ts'
import { smallPrimaryButton } from '#app/components/ui/buttons.ts'
import { usePublicConfig } from '#app/components/use-root-data.ts'
import { adminPath } from '#domain/admin/sections.ts'
import { type AdminPostList, postKindOptions, postStatusOptions } from '#domain/content/post-schemas.ts'
import { formatTorontoDateTime } from '#domain/kernel/shop-time/format.ts'
import type { SectionScreenProps } from '../screens.ts'

const kindFilter = [
  { value: '', label: 'All' },
  ...postKindOptions.map((o) => ({ ...o, label: `${o.label}s` })),
]
const statusFilter = [{ value: '', label: 'All' }, ...postStatusOptions]
const kindLabel = { blog: 'Blog', news: 'News' } as const
const statusLabel = Object.fromEntries(postStatusOptions.map((o) => [o.value, o.label]))

/** `/admin/{prefix}blogs`: news stories and blog posts, newest change first. */
export default function PostList({ section }: SectionScreenProps) {
  const { brandPrefix } = usePublicConfig()
  const list = useListParams()
  const query = useAdminQuery<AdminPostList>(`/api/salt/admin/posts${list.apiQuery()}`)
  const filtered = Boolean(list.q || list.get('kind') || list.get('status'))
  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader
        title={section.title}
        actions={
          <Link to={adminPath('blogs', brandPrefix, 'add-new')} className={smallPrimaryButton}>
            Add new post
          </Link>
        }
      />
      <DeletedNotice />
      <ListSearch list={list} placeholder="Title, slug or excerpt">
        <FilterSelect list={list} name="kind" label="Kind" options={kindFilter} />
        <FilterSelect list={list} name="status" label="Status" options={statusFilter} />
      </ListSearch>
      <AdminListBody
        list={list}
        query={query}
        noun="Posts"
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
      >
        {(items) => (
          <div className="overflow-x-auto">
            <table className="w-full border-collapse text-left">
              <thead className="border-b-2 border-brand">
                <tr>
                  <SortHeader list={list} sortKey="title" label="Title" />
                  <th scope="col" className="px-3 py-2">
                    Kind
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Status
                  </th>
                  <SortHeader list={list} sortKey="published" label="Published" />
                  <SortHeader list={list} sortKey="updated" label="Updated" isDefault />
                </tr>
              </thead>
              <tbody>
                {items.map((post) => (
                  <tr key={post.id} className="border-b border-slate-200">
                    <td className="px-3 py-2">
                      <Link
                        to={adminPath('blogs', brandPrefix, post.id)}
                        className="font-semibold text-brand underline-offset-2 hover:underline"
                      >
                        {post.title}
                      </Link>
                      <div className="text-[0.85rem] text-slate-700">{post.slug}</div>
                    </td>
                    <td className="px-3 py-2">{kindLabel[post.kind]}</td>
                    <td className="px-3 py-2">{statusLabel[post.status]}</td>
                    <td className="px-3 py-2 whitespace-nowrap">
                      {post.publishedAt ? formatTorontoDateTime(post.publishedAt) : '—'}
                    </td>
                    <td className="px-3 py-2 whitespace-nowrap">{formatTorontoDateTime(post.updatedAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </AdminListBody>
    </div>
  )
}
