import { Outlet } from 'react-router'
import { AccountMenu } from '#app/components/account-menu.tsx'
import { SiteChrome } from '#app/components/site-chrome.tsx'
import { customerAreaAccess, saltLoadFlag } from '#app/lib/guards.ts'
import { useAuthStore } from '#app/stores/auth.ts'
import { useSaltAdminStore } from '#app/stores/salt-admin.ts'
import { useSaltStore } from '#app/stores/salt.ts'
import { AccountLoading } from './account-loading.tsx'
import { useAccountArea } from './use-account-area.ts'

/** The customer area (/profile…), spec 2 "salt" layout. */
export default function SaltLayout() {
  const token = useAuthStore((state) => state.token)
  const customer = useSaltStore((state) => state.account)
  const admin = useSaltAdminStore((state) => state.account)
  const access = customerAreaAccess({ hasToken: token !== null, account: customer ?? admin })
  const show = useAccountArea(access, saltLoadFlag(customer))
  return (
    <SiteChrome breadcrumbs={false} accountMenu={<AccountMenu />}>
      {show ? <Outlet /> : <AccountLoading />}
    </SiteChrome>
  )
}
