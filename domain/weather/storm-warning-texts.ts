import { formatCents } from '#domain/salt-card/load-amount.ts'
import { sentenceCase } from './alert-texts.ts'

/**
 * The storm warning a customer gets when an orange or red alert covers a yard their low card may use (ADR 0037):
 * its subject, its paragraphs and its line in the admin's words. One source for every text of the mail.
 */

/** ECCC's headlines name the alert and its state ("winter storm warning in effect"); the mail names the alert only. */
export function alertTitle(headline: string): string {
  return sentenceCase(headline.replace(/\s+(in effect|continued|issued|upgraded|ended)$/i, '').trim())
}

/** "Bradford", "Bradford and Brampton", "Bradford, Brampton and Concord". */
export function yardList(names: readonly string[]): string {
  if (names.length <= 1) return names.join('')
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`
}

export interface StormWarningFacts {
  title: string
  yards: string[]
  /** Toronto wall clock: "18:00" the same day, "2026-01-16 18:00" a later one; null when the storm has begun. */
  from: string | null
  /** Toronto wall clock of the alert's end, "2026-01-16 12:00"; null when ECCC gave none. */
  until: string | null
  card: { cardNo: string; name: string }
  balanceCents: number
  thresholdCents: number
}

/** "Winter storm warning for Bradford from 18:00: card Plow truck 1 has $140.00 left" */
export const stormWarningSubject = (facts: StormWarningFacts) =>
  `${facts.title} for ${yardList(facts.yards)} ${facts.from ? `from ${facts.from}` : 'now'}: card ${facts.card.name} has ${formatCents(facts.balanceCents)} left`

export const stormWarningAlertSentence = (facts: StormWarningFacts) =>
  `Environment Canada has issued a ${facts.title.toLowerCase()} that covers ${yardList(facts.yards)}, ${facts.from ? `from ${facts.from}` : 'in force now'}${facts.until ? ` until ${facts.until}` : ''} (Toronto time).`

export const stormWarningBalanceSentence = (facts: StormWarningFacts) =>
  `Your Salt Card ${facts.card.cardNo} (${facts.card.name}) has ${formatCents(facts.balanceCents)} left, below your low-balance threshold of ${formatCents(facts.thresholdCents)}.`

/** loadUrl: null for a reader who may not load funds (a dispatcher, a driver): they are told who can. */
export const stormWarningLoadSentence = (loadUrl: string | null) =>
  loadUrl
    ? `Load funds before the storm, so a pickup is not refused at the scale: ${loadUrl}`
    : `Ask your account's owner or accountant to load funds before the storm, so a pickup is not refused at the scale.`

export const stormWarningAutoloadSentence = (autoload: { thresholdCents: number; topUpCents: number }) =>
  `Autoload is on for this card: when a pickup takes it below ${formatCents(autoload.thresholdCents)}, it is topped up by ${formatCents(autoload.topUpCents)}, so you need not load it by hand.`

export const stormWarningClosing = (hotline: string, brandName: string) =>
  `Questions? Call us at ${hotline}. — ${brandName}`
