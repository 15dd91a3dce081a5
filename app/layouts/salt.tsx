import { saltLoadFlag } from '#app/lib/guards.ts'
import { CustomerArea } from './account-area.tsx'

/** The customer area (/profile…), the "salt" layout. */
export default function SaltLayout() {
  return <CustomerArea loadFlag={saltLoadFlag} />
}
