import { shopTimeFormat } from '#domain/kernel/shop-time/format.ts'
import { noticeSeverityLabels, noticeUntilText, noticeYardsText } from '#domain/weather/notice-texts.ts'
import type { NoticeSeverity, PublicNotice } from '#domain/weather/notices.ts'

/** Shop time, whatever the visitor's zone. */
const untilFormat = shopTimeFormat({
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
})
const formatUntil = (iso: string) => untilFormat().format(new Date(iso))

/** The severity is said in words as well as colour. */
export const noticeSeverityStyles: Record<NoticeSeverity, string> = {
  info: 'border-sky-700 bg-sky-50',
  warning: 'border-amber-600 bg-amber-50',
  severe: 'border-red-700 bg-red-50',
}
const badgeStyles: Record<NoticeSeverity, string> = {
  info: 'bg-sky-800 text-white',
  warning: 'bg-amber-400 text-ink',
  severe: 'bg-red-700 text-white',
}

/** One weather notice: how serious, what, for which yards, until when. */
export function WeatherNoticeItem({ notice }: { notice: PublicNotice }) {
  return (
    <li
      className={`flex flex-col gap-1.5 rounded border-l-4 px-3 py-2.5 ${noticeSeverityStyles[notice.severity]}`}
    >
      <p
        className={`w-fit rounded px-2 py-0.5 text-[0.75rem] font-bold tracking-wider uppercase ${badgeStyles[notice.severity]}`}
      >
        {noticeSeverityLabels[notice.severity]}
      </p>
      <h3 className="text-[1.05rem] leading-snug font-bold">{notice.title}</h3>
      <p className="whitespace-pre-line">{notice.message}</p>
      <p className="text-[0.85rem] text-slate-700">
        {notice.yards && `${noticeYardsText(notice.yards.map((yard) => yard.name))} · `}
        {noticeUntilText(formatUntil(notice.endsAt))}
      </p>
    </li>
  )
}
