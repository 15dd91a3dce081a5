import type { AlertColour } from '#domain/weather/cap-alert.ts'
import type { WaitLevel } from './yard-board.ts'

/** The live yard board's words (ADR 0037), one source for the board, its announcements and the page's description. */

export const yardBoardLabel = 'Live at the yard'

export const waitLevelLabels: Record<WaitLevel, string> = {
  quiet: 'Quiet',
  busy: 'Busy',
  'very-busy': 'Very busy',
}

export const pickupsLastHourText = (count: number) =>
  `${count} ${count === 1 ? 'pickup' : 'pickups'} in the last hour`

export const waitText = (level: WaitLevel, count: number) =>
  `${waitLevelLabels[level]}: ${pickupsLastHourText(count)}`

export const closesInText = (minutes: number) =>
  `Closes in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`

const colourWords: Record<AlertColour, string> = { yellow: 'Yellow', orange: 'Orange', red: 'Red' }

/** "Orange alert: Winter storm warning, until 2026-01-16 12:00" (Toronto time, formatted by the caller). */
export const alertLine = (colour: AlertColour | null, title: string, until: string | null) =>
  `${colour ? `${colourWords[colour]} alert` : 'Weather statement'}: ${title}${until ? `, until ${until}` : ''}`

/** The yard page's meta description, after its usual sentence, while an alert is in force. */
export const alertDescription = (title: string, until: string | null) =>
  ` Environment Canada: ${title.toLowerCase()} in force${until ? ` until ${until}` : ''}.`
