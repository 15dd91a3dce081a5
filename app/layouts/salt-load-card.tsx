import { saltLoadCardLoadFlag } from '#app/lib/guards.ts'
import { CustomerArea } from './account-area.tsx'

/**
 * The "saltLoadCard" layout, for the pages that load funds onto a card (/profile/load-card). It reloads the profile
 * unless the account is known to be Prepaid.
 */
export default function SaltLoadCardLayout() {
  return <CustomerArea loadFlag={saltLoadCardLoadFlag} />
}
