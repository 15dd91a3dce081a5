import { Outlet, useLocation } from 'react-router'
import { AccountMenu } from '#app/components/account-menu.tsx'
import { SiteChrome } from '#app/components/site-chrome.tsx'
import type { Profile } from '#domain/account/answers.ts'
import { customerAreaAccess } from '#app/lib/guards.ts'
import { useAuthStore } from '#app/stores/auth.ts'
import { useSaltAdminStore } from '#app/stores/salt-admin.ts'
import { useSaltStore } from '#app/stores/salt.ts'
import { AccountLoading } from './account-loading.tsx'
import { useAccountArea } from './use-account-area.ts'

/** The customer area's frame: the chrome without breadcrumbs, the account menu, the page once allowed. */
function AccountAreaFrame({ show }: { show: boolean }) {
  return (
    <SiteChrome breadcrumbs={false} accountMenu={<AccountMenu />}>
      {show ? <Outlet /> : <AccountLoading />}
    </SiteChrome>
  )
}

/** A customer-area layout; the salt and saltLoadCard layouts differ only in when they raise the 'load' flag. */
export function CustomerArea({ loadFlag }: { loadFlag: (customer: Profile | null) => boolean }) {
  const token = useAuthStore((state) => state.token)
  const customer = useSaltStore((state) => state.account)
  const admin = useSaltAdminStore((state) => state.account)
  const { pathname } = useLocation()
  const access = customerAreaAccess({ hasToken: token !== null, account: customer ?? admin, pathname })
  return <AccountAreaFrame show={useAccountArea(access, loadFlag(customer))} />
}
