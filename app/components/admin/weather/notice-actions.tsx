import { smallButton, smallDangerButton } from '#app/components/ui/buttons.ts'
import { apiDelete, apiPost } from '#app/lib/api-client.ts'
import type { AdminNotice } from '#domain/weather/schemas.ts'
import { deleteConfirmTitle, deleteLabel } from '#domain/admin/texts.ts'
import {
  deleteNoticeConfirmText,
  endNoticeConfirmText,
  endNoticeConfirmTitle,
  endNowLabel,
} from '#domain/weather/texts.ts'
import { confirmedAction } from './confirmed-action.ts'

interface NoticeActionsProps {
  notice: Pick<AdminNotice, 'id' | 'title' | 'phase'>
  /** After it ended or went. */
  done: (change: 'ended' | 'deleted') => void
}

/** "End now" while it shows, and "Delete": each asks first. */
export function NoticeActions({ notice, done }: NoticeActionsProps) {
  const path = `/api/salt/admin/weather/notices/${notice.id}`
  return (
    <>
      {notice.phase === 'active' && (
        <button
          type="button"
          className={smallButton}
          onClick={() =>
            confirmedAction({
              title: endNoticeConfirmTitle(notice.title),
              text: endNoticeConfirmText,
              confirmLabel: endNowLabel,
              run: () => apiPost(`${path}/end`),
              done: () => done('ended'),
              failedTitle: 'Not ended',
            })
          }
        >
          {endNowLabel}
          <span className="sr-only"> {notice.title}</span>
        </button>
      )}
      <button
        type="button"
        className={smallDangerButton}
        onClick={() =>
          confirmedAction({
            title: deleteConfirmTitle(`“${notice.title}”`),
            text: deleteNoticeConfirmText,
            confirmLabel: deleteLabel,
            run: () => apiDelete(path),
            done: () => done('deleted'),
            failedTitle: 'Not deleted',
          })
        }
      >
        {deleteLabel}
        <span className="sr-only"> {notice.title}</span>
      </button>
    </>
  )
}
