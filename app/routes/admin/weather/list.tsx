import { RecordLink } from '#app/components/admin/record-link.tsx'
import { AdminPageHeader } from '#app/components/admin/admin-page-header.tsx'
import { DeletedNotice } from '#app/components/admin/list/deleted-notice.tsx'
import { NoticeList } from '#app/components/admin/weather/notice-list.tsx'
import { StormPanel } from '#app/components/admin/weather/storm-panel.tsx'
import { smallPrimaryButton } from '#app/components/ui/buttons.ts'
import { newNoticeLabel } from '#domain/weather/texts.ts'
import type { SectionScreenProps } from '../screens.ts'

/** `/admin/weather`: the weather notices visitors see in the urgent popup, and storm mode for the yards. */
export default function WeatherScreen({ section }: SectionScreenProps) {
  return (
    <div className="flex flex-col gap-10">
      <div className="flex flex-col gap-4">
        <AdminPageHeader
          title={section.title}
          actions={
            <RecordLink kind="weather" id="add-new" className={smallPrimaryButton}>
              {newNoticeLabel}
            </RecordLink>
          }
        />
        <DeletedNotice />
        <NoticeList />
      </div>
      <StormPanel />
    </div>
  )
}
