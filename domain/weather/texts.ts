import type { StormPhase } from '#domain/opening-hours/storm-schedule.ts'
import type { NoticePhase } from './notices.ts'

/** Texts of /admin/weather: weather notices and storm mode. */

export const noticesHeading = 'Weather notices'
export const stormsHeading = 'Storm mode'
export const newNoticeLabel = 'New notice'
export const startStormLabel = 'Start storm mode'
export const everyYardLabel = 'Every yard'
export const everyYardOnlyEditorsText = 'Every yard: only editors and above may change this notice.'

export const noticePhaseLabels: Record<NoticePhase, string> = {
  active: 'Showing now',
  upcoming: 'Upcoming',
  ended: 'Ended',
}
export const stormPhaseLabels: Record<StormPhase, string> = {
  upcoming: 'Upcoming',
  active: 'In force',
  past: 'Over',
  ended: 'Ended early',
}

export const noticeEndAfterStartText = 'The end must be after the start.'
export const noticeEndInFutureText = 'The end must be in the future.'
export const noticeTooLongText = 'A notice lasts at most a year.'
export const unknownYardText = 'This yard does not exist (any more).'
export const closeYardsLegend = 'Close yards today'
export const closeYardsHint = (text: string) =>
  `Saved with the notice: each ticked yard's Today's hours become "${text}" on its page and in the list of locations. Clear them in the yard's Today part when it opens again.`
export const closeYardsNeedSevereText = 'Only a severe notice closes yards.'
export const closeYardNotConcernedText = 'This notice is not for this yard.'
export const noticeAlreadyEndedText = 'This notice has already ended.'
export const noticeNotStartedText = 'This notice has not started yet. Delete it, or change its times.'
export const endNoticeConfirmTitle = (title: string) => `End “${title}” now?`
export const endNoticeConfirmText = 'Visitors stop seeing it at once. The notice stays in the list as ended.'
export const deleteNoticeConfirmText = 'This cannot be undone. Visitors stop seeing it at once.'
export const endNowLabel = 'End now'

export const stormStartsTodayText = 'Storm mode starts today or later.'
export const stormAlreadyEndedText = 'This storm mode has already ended.'
export const stormOverText = 'This storm mode is over already.'
export const stormStaleYardText = (yard: string) =>
  `${yard} was changed by someone else since you opened this page. Reload the page, check its schedule, then start storm mode again.`
export const stormConflictText =
  'Storm mode would overlap custom schedule rows these yards already have, and two rows in force at once cancel the custom schedule (the site would show the weekly hours). Change the dates, or change those rows in the yard’s editor first.'
export const stormConflictPreviewText =
  'These rows would overlap the storm and cancel it (the site would show the weekly hours). Change the dates, or change the rows in the yard’s editor first:'
export const stormConflictRow = (note: string, from: string, until: string) =>
  `${note || 'A custom schedule row'} (from ${from} until ${until})`
export const stormTooManyRowsText = (limit: number) =>
  `This yard would have more than ${limit} custom schedule rows. Remove old rows in its editor first.`
/** Beside a row storm mode wrote, in the yard's custom schedule editor. */
export const stormRowHint = '(storm mode: end it from Weather)'
export const stormRowNote = (note: string | undefined) => (note ? `Storm mode: ${note}` : 'Storm mode')
export const endStormConfirmTitle = 'End storm mode now?'
export const endStormConfirmText =
  'Every yard of this storm goes back to its regular hours at once. Hours already past stay in the yards’ history.'
export const cancelStormConfirmTitle = 'Cancel this storm mode?'
export const cancelStormConfirmText = 'It has not begun: its hours are removed from every yard.'
export const stormIntroText =
  'Extended hours for chosen yards while a storm lasts. The yards’ pages, their status texts and the special hours search engines read follow at once; ending it early brings back the regular hours.'
export const stormStartedText = 'Storm mode started.'
export const stormEndedText = 'Storm mode ended.'
