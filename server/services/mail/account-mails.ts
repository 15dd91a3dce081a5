/** The account mails: a plain-text body for every client, and simple HTML beside it. */

export interface MailContent {
  subject: string
  text: string
  html: string
}

export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

export function html(paragraphs: string[]): string {
  return `<!doctype html><html><body style="font-family:Arial,sans-serif;font-size:16px;line-height:1.5">${paragraphs
    .map((paragraph) => `<p>${paragraph}</p>`)
    .join('')}</body></html>`
}

export function passwordResetMail(input: {
  brandName: string
  name: string
  link: string
  validMinutes: number
}): MailContent {
  const { brandName, name, link, validMinutes } = input
  return {
    subject: `Reset your ${brandName} password`,
    text: [
      `Hello ${name},`,
      `We received a request to reset the password of your Salt Card account with ${brandName}.`,
      `Open this link within ${validMinutes} minutes to choose a new password:`,
      link,
      'If you did not ask for this, ignore this message: your password stays as it is.',
    ].join('\n\n'),
    html: html([
      `Hello ${escapeHtml(name)},`,
      `We received a request to reset the password of your Salt Card account with ${escapeHtml(brandName)}.`,
      `<a href="${escapeHtml(link)}">Choose a new password</a> (the link works for ${validMinutes} minutes).`,
      'If you did not ask for this, ignore this message: your password stays as it is.',
    ]),
  }
}

/** Why staff sent a set-password link: the mail's first lines say it. */
export type SetPasswordReason = 'new-customer' | 'staff-invitation' | 'sent-by-staff' | 'company-invitation'

const setPasswordIntro: Record<SetPasswordReason, (brandName: string) => string> = {
  'new-customer': (brand) => `Your Salt Card account with ${brand} is ready. Choose a password to sign in.`,
  'staff-invitation': (brand) => `You are invited to the ${brand} staff area. Choose a password to sign in.`,
  'sent-by-staff': (brand) => `${brand} sent you this link to choose a password for your Salt Card account.`,
  'company-invitation': (brand) =>
    `You are invited to your company's Salt Card account with ${brand}. Choose a password to sign in.`,
}

export function setPasswordMail(input: {
  brandName: string
  name: string
  link: string
  validDays: number
  reason: SetPasswordReason
}): MailContent {
  const { brandName, name, link, validDays, reason } = input
  const intro = setPasswordIntro[reason](brandName)
  return {
    subject:
      reason === 'staff-invitation' ? `Your ${brandName} staff account` : `Set your ${brandName} password`,
    text: [`Hello ${name},`, intro, `Open this link within ${validDays} days:`, link].join('\n\n'),
    html: html([
      `Hello ${escapeHtml(name)},`,
      escapeHtml(intro),
      `<a href="${escapeHtml(link)}">Choose a password</a> (the link works for ${validDays} days).`,
    ]),
  }
}

export function passwordChangedMail(input: {
  brandName: string
  name: string
  hotline: string
}): MailContent {
  const { brandName, name, hotline } = input
  const warning = `If you did not change it, call us at ${hotline} right away.`
  return {
    subject: `Your ${brandName} password was changed`,
    text: [
      `Hello ${name},`,
      `The password of your Salt Card account with ${brandName} was just changed, and every device was signed out.`,
      warning,
    ].join('\n\n'),
    html: html([
      `Hello ${escapeHtml(name)},`,
      `The password of your Salt Card account with ${escapeHtml(brandName)} was just changed, and every device was signed out.`,
      escapeHtml(warning),
    ]),
  }
}

/** To the address an account had until staff changed it: the owner learns of it even if the new one is not theirs. */
export function eMailChangedMail(input: {
  brandName: string
  name: string
  newAddress: string
  hotline: string
}): MailContent {
  const { brandName, name, newAddress, hotline } = input
  const changed = `The e-mail address of your Salt Card account with ${brandName} was changed to ${newAddress}. Mail about the account, password links included, now goes there, and links sent before no longer work.`
  const warning = `If you did not ask for this, call us at ${hotline} right away.`
  return {
    subject: `Your ${brandName} e-mail address was changed`,
    text: [`Hello ${name},`, changed, warning].join('\n\n'),
    html: html([`Hello ${escapeHtml(name)},`, escapeHtml(changed), escapeHtml(warning)]),
  }
}
