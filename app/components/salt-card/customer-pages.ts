import { alertsPageTitle } from '#domain/account/alert-texts.ts'
import type { CompanyRole } from '#domain/account/company-roles.ts'
import { usersPageTitle } from '#domain/account/company-user-texts.ts'
import { pageTitles } from '#domain/salt-card/texts.ts'
import { requestsPageTitle } from '#domain/quotes/texts.ts'
import { statementsPageTitle } from '#domain/statements/texts.ts'
import { customerPageAllowed } from '#app/lib/guards.ts'

/** Every page of the customer area, in the account menu's order. */
export const customerPages = [
  { label: pageTitles.account, href: '/profile' },
  { label: pageTitles.transactions, href: '/profile/salt-transaction' },
  { label: statementsPageTitle, href: '/profile/statements' },
  { label: pageTitles.loadCard, href: '/profile/load-card' },
  { label: pageTitles.autoload, href: '/profile/autoload' },
  { label: 'Request Cards', href: '/profile/add-card' },
  { label: requestsPageTitle, href: '/profile/requests' },
  { label: usersPageTitle, href: '/profile/users' },
  { label: alertsPageTitle, href: '/profile/alerts' },
  { label: pageTitles.viewProfile, href: '/profile/view-profile' },
  { label: pageTitles.changePass, href: '/profile/change-pass' },
] as const

/** The pages the login's role may open (ADR 0027): the menu offers no other. */
export const customerPagesFor = (role: CompanyRole) =>
  customerPages.filter((page) => customerPageAllowed(page.href, role))

/** A link or button of the account menu. */
export const accountLinkClass =
  'rounded px-1 py-1 font-semibold whitespace-nowrap text-brand hover:text-brand-dark focus-visible:ring-2 focus-visible:ring-brand/40 focus-visible:outline-none'
