import {
  type StormWarningFacts,
  stormWarningAlertSentence,
  stormWarningAutoloadSentence,
  stormWarningBalanceSentence,
  stormWarningClosing,
  stormWarningLoadSentence,
  stormWarningSubject,
} from '#domain/weather/storm-warning-texts.ts'
import { type MailContent, escapeHtml, html } from '#server/services/mail/account-mails.ts'

export interface StormWarningMailInput extends StormWarningFacts {
  brandName: string
  hotline: string
  name: string
  /** Autoload's settings when it will top the card up at its next pickup; null: the mail links to loading funds. */
  autoload: { thresholdCents: number; topUpCents: number } | null
  /** Null for a reader who may not load funds (alerts.ts' mayOpenAlertPage). */
  loadUrl: string | null
}

/** The storm warning for one card and one recipient, greeted by name (ADR 0037). */
export function stormWarningMail(input: StormWarningMailInput): MailContent {
  const paragraphs = [
    `Hello ${input.name},`,
    stormWarningAlertSentence(input),
    stormWarningBalanceSentence(input),
    input.autoload ? stormWarningAutoloadSentence(input.autoload) : stormWarningLoadSentence(input.loadUrl),
    stormWarningClosing(input.hotline, input.brandName),
  ]
  return {
    subject: stormWarningSubject(input),
    text: paragraphs.join('\n\n'),
    html: html(paragraphs.map(escapeHtml)),
  }
}
