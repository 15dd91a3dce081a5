/** Texts of a yard's admin page (the public location pages' words are in domain/locations/texts.ts). */

export type YardPart = 'today' | 'hours' | 'stock' | 'notices' | 'details'

/** The parts of a yard's page, each one tap away: what staff at the yard open it for comes first. */
export const yardPartLabels: Record<YardPart, string> = {
  today: 'Today',
  hours: 'Hours',
  stock: 'Stock',
  notices: 'Notices',
  details: 'Details',
}
export const yardPartsLabel = 'Parts of this yard'

export const yardNoticesTitle = 'Weather notices for this yard'
export const yardNoticesIntro =
  'What visitors of this yard read in the weather popup, now or soon: notices for every yard and those naming this one.'
export const noYardNoticesText = 'No weather notice concerns this yard now or soon.'
export const postNoticeLabel = 'Post a weather notice'
