import { type PublicNotice, activeNotices, nextNoticeChange } from '#domain/weather/notices.ts'
import type { Db } from '#server/db/client.ts'
import type { ReadModel } from '#server/services/read-model.ts'
import { noticesAround } from './public-notices.ts'

/**
 * The weather notices a page's HTML carries (`context.queries.notices`), so the urgent popup paints with the page
 * (ADR 0017). From the read model, kept until the next notice starts or ends, and the pages rendered from it no
 * longer either; a staff change empties it at once. The API (`/api/salt/notices`) stays what the browser asks later.
 */
export function noticePageQueries(db: Db, now: () => Date, { remember }: ReadModel) {
  return {
    active: async (): Promise<PublicNotice[]> => {
      const kept = await remember(
        'notices',
        async () => {
          const at = now().getTime()
          return { at, notices: await noticesAround(db, at) }
        },
        (read) => nextNoticeChange(read.notices, read.at),
      )
      return activeNotices(kept.notices, now().getTime())
    },
  }
}
