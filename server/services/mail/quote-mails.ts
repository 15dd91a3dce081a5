import { formatCents } from '#domain/salt-card/load-amount.ts'
import { orderMailSubject, orderStatusLabels } from '#domain/orders/texts.ts'
import type { OrderStatus } from '#domain/orders/schemas.ts'
import type { DeliveryWindow } from '#domain/quotes/schemas.ts'
import { deliveryWindowText, quoteMailSubject } from '#domain/quotes/texts.ts'
import { type MailContent, escapeHtml, html } from './account-mails.ts'

/** The customer's quote and order mails (ADR 0032): what changed and a link to the page that shows it all. */

export interface QuoteMailInput {
  brandName: string
  name: string
  requestId: number
  version: number
  totalCents: number
  validUntil: string
  window: DeliveryWindow
  link: string
}

export function quoteMail(input: QuoteMailInput): MailContent {
  const lines = [
    `Hello ${input.name},`,
    input.version === 1
      ? `Your quote for request #${input.requestId} is ready.`
      : `Version ${input.version} of your quote for request #${input.requestId} is ready.`,
    `Total with HST: ${formatCents(input.totalCents)}. Delivery: ${deliveryWindowText(input.window)}. Valid until ${input.validUntil}.`,
    'Read it, accept it or ask for changes in your account:',
  ]
  return {
    subject: quoteMailSubject(input.brandName, input.requestId, input.version),
    text: [...lines, input.link].join('\n\n'),
    html: html([...lines.map(escapeHtml), `<a href="${escapeHtml(input.link)}">Open your quote</a>`]),
  }
}

export interface OrderMailInput {
  brandName: string
  name: string
  orderNo: string
  status: OrderStatus
  /** What came with the change, e.g. the delivery window or the reason of a cancellation. */
  detail: string | null
  link: string
}

export function orderMail(input: OrderMailInput): MailContent {
  const lines = [
    `Hello ${input.name},`,
    `Your order ${input.orderNo} is now: ${orderStatusLabels[input.status].toLowerCase()}.`,
    ...(input.detail ? [input.detail] : []),
    'Follow it in your account:',
  ]
  return {
    subject: orderMailSubject(input.brandName, input.orderNo, input.status),
    text: [...lines, input.link].join('\n\n'),
    html: html([...lines.map(escapeHtml), `<a href="${escapeHtml(input.link)}">Open your order</a>`]),
  }
}
