import { saltLoadCardLoadFlag } from '#app/lib/guards.ts'
import { CustomerArea } from './account-area.tsx'

/**
 * Spec 2 "saltLoadCard" layout, for the pages that load funds onto a card (they come with the Salt Card issue,
 * which adds them to app/routes.ts). It reloads the profile unless the account is known to be Prepaid.
 */
export default function SaltLoadCardLayout() {
  return <CustomerArea loadFlag={saltLoadCardLoadFlag} />
}
