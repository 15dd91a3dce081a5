import { useMatches } from 'react-router'
import { usePublicConfig } from '#app/components/use-root-data.ts'
import { adminAreaAccess, requiredLevel, saltAdminLoadFlag } from '#app/lib/guards.ts'
import { useAuthStore } from '#app/stores/auth.ts'
import { useSaltAdminStore } from '#app/stores/salt-admin.ts'
import { useSaltStore } from '#app/stores/salt.ts'
import { AccountAreaFrame } from './account-area.tsx'
import { useAccountArea } from './use-account-area.ts'

/** The admin area (/admin…), spec 2 "saltadmin" layout. Pages raise their level with `handle.minLevel`. */
export default function SaltAdminLayout() {
  const { brandPrefix } = usePublicConfig()
  const minLevel = requiredLevel(useMatches())
  const token = useAuthStore((state) => state.token)
  const customer = useSaltStore((state) => state.account)
  const admin = useSaltAdminStore((state) => state.account)
  const access = adminAreaAccess({
    hasToken: token !== null,
    account: admin ?? customer,
    minLevel,
    brandPrefix,
  })
  return <AccountAreaFrame show={useAccountArea(access, saltAdminLoadFlag())} />
}
