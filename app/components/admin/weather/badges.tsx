import type { StormPhase } from '#domain/opening-hours/storm-schedule.ts'
import { noticePhaseLabels, stormPhaseLabels } from '#domain/weather/texts.ts'
import { noticeSeverityLabels } from '#domain/weather/notice-texts.ts'
import type { NoticePhase, NoticeSeverity } from '#domain/weather/notices.ts'
import { badgeClass } from '#app/components/ui/badge.tsx'

const severityStyles: Record<NoticeSeverity, string> = {
  info: 'bg-sky-100 text-sky-950',
  warning: 'bg-amber-100 text-amber-950',
  severe: 'bg-red-100 text-red-950',
}

/** In words, as the visitors' popup says it; the colour only helps. */
export const SeverityBadge = ({ severity }: { severity: NoticeSeverity }) => (
  <span className={`${badgeClass} ${severityStyles[severity]}`}>{noticeSeverityLabels[severity]}</span>
)

const live = 'bg-green-100 text-green-900'
const waiting = 'bg-slate-200 text-slate-900'
const over = 'bg-slate-100 text-slate-700'

export const NoticePhaseBadge = ({ phase }: { phase: NoticePhase }) => (
  <span className={`${badgeClass} ${{ active: live, upcoming: waiting, ended: over }[phase]}`}>
    {noticePhaseLabels[phase]}
  </span>
)

export const StormPhaseBadge = ({ phase }: { phase: StormPhase }) => (
  <span className={`${badgeClass} ${{ active: live, upcoming: waiting, past: over, ended: over }[phase]}`}>
    {stormPhaseLabels[phase]}
  </span>
)
