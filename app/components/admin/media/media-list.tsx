import type { ReactNode } from 'react'
import { noMatchesText } from '#domain/media/texts.ts'
import { MediaPager } from './media-pager.tsx'
import { MediaSearch } from './media-search.tsx'
import type { useMediaList } from './use-media-list.ts'
import { ReadFailedNotice, readFailedText } from '#app/components/admin/read-failed-notice.tsx'

interface MediaListProps<T> {
  list: ReturnType<typeof useMediaList<T>>
  /** What the list holds, for the pages' label ("Images"). */
  noun: string
  searchLabel: string
  /** Shown when there is nothing at all (no search). */
  empty: string
  children: (items: T[]) => ReactNode
}

/** A picker's search, its items (or why there are none), and its pages. */
export function MediaList<T>({ list, noun, searchLabel, empty, children }: MediaListProps<T>) {
  const { data, error, loading, reload } = list.query
  return (
    <section aria-label={noun} className="flex flex-col gap-3">
      <MediaSearch label={searchLabel} onSearch={list.search} />
      {error && !data && <ReadFailedNotice text={readFailedText(error)} onRetry={reload} />}
      {!data && !error && <p>Loading…</p>}
      {data && (
        <div aria-busy={loading} className={`flex flex-col gap-3 ${loading ? 'opacity-60' : ''}`}>
          {data.total === 0 ? (
            <p className="text-[0.9rem]">{list.q ? noMatchesText : empty}</p>
          ) : (
            children(data.items)
          )}
          <MediaPager page={list.page} pages={list.pages} label={`${noun} pages`} onPage={list.setPage} />
        </div>
      )}
    </section>
  )
}
