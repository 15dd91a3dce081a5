import { pageTitles } from '#domain/salt-card/texts.ts'

/** Every page of the customer area, in the account menu's order. */
export const customerPages = [
  { label: pageTitles.account, href: '/profile' },
  { label: pageTitles.transactions, href: '/profile/salt-transaction' },
  { label: pageTitles.loadCard, href: '/profile/load-card' },
  { label: pageTitles.autoload, href: '/profile/autoload' },
  { label: 'Request Cards', href: '/profile/add-card' },
  { label: pageTitles.viewProfile, href: '/profile/view-profile' },
  { label: pageTitles.changePass, href: '/profile/change-pass' },
] as const

/** A link or button of the account menu. */
export const accountLinkClass =
  'rounded px-1 py-1 font-semibold whitespace-nowrap text-brand hover:text-brand-dark focus-visible:ring-2 focus-visible:ring-brand/40 focus-visible:outline-none'
