import { pageTitles } from '#domain/salt-card/texts.ts'

/** Every page of the customer area, in the account menu's order. */
export const customerPages = [
  { label: pageTitles.account, href: '/profile' },
  { label: pageTitles.transactions, href: '/profile/salt-transaction' },
  { label: pageTitles.loadCard, href: '/profile/load-card' },
  { label: 'Request Cards', href: '/profile/add-card' },
  { label: pageTitles.viewProfile, href: '/profile/view-profile' },
  { label: pageTitles.changePass, href: '/profile/change-pass' },
] as const
