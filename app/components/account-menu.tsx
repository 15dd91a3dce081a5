import { Link, useNavigate } from 'react-router'
import { adminTitle } from '#domain/account/texts.ts'
import { logout } from '#app/stores/auth-actions.ts'
import { useSaltAdminStore } from '#app/stores/salt-admin.ts'
import { useSaltStore } from '#app/stores/salt.ts'
import { CustomerPagesMenu } from './salt-card/customer-pages-menu.tsx'
import { accountLinkClass } from './salt-card/customer-pages.ts'

/**
 * The signed-in controls of the account areas, shown under the main nav once the profile is known: a customer
 * gets a link to every page of the customer area, an admin the way to the admin home.
 */
export function AccountMenu() {
  const navigate = useNavigate()
  const customer = useSaltStore((state) => state.account)
  const admin = useSaltAdminStore((state) => state.account)
  const account = admin ?? customer
  if (!account) return null
  return (
    <nav aria-label="Account" className="flex w-full items-center justify-between gap-x-6">
      {admin ? (
        <Link to="/admin/" className={accountLinkClass}>
          {adminTitle} home
        </Link>
      ) : (
        <CustomerPagesMenu />
      )}
      <div className="flex shrink-0 items-center gap-x-3">
        <span className="hidden max-w-[11rem] truncate text-slate-700 sm2:inline" title={account.name}>
          Signed in as <strong className="font-semibold">{account.name}</strong>
        </span>
        <button
          type="button"
          className={`${accountLinkClass} underline underline-offset-2`}
          onClick={() => void logout(navigate)}
        >
          Log out
        </button>
      </div>
    </nav>
  )
}
