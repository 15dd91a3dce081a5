import { Link, useNavigate } from 'react-router'
import { adminTitle } from '#app/lib/texts/auth.ts'
import { mySaltCardLabel } from '#app/lib/texts/site.ts'
import { logout } from '#app/stores/auth-actions.ts'
import { useSaltAdminStore } from '#app/stores/salt-admin.ts'
import { useSaltStore } from '#app/stores/salt.ts'

const item =
  'rounded px-1 py-1 font-semibold whitespace-nowrap text-brand hover:text-brand-dark focus-visible:ring-2 focus-visible:ring-brand focus-visible:outline-none'

/** The signed-in controls of the account areas, shown under the main nav once the profile is known. */
export function AccountMenu() {
  const navigate = useNavigate()
  const customer = useSaltStore((state) => state.account)
  const admin = useSaltAdminStore((state) => state.account)
  const account = admin ?? customer
  if (!account) return null
  return (
    <nav aria-label="Account" className="flex flex-wrap items-center justify-end gap-x-4 gap-y-1">
      <span className="max-w-[18rem] truncate text-slate-700" title={account.name}>
        Signed in as <strong className="font-semibold">{account.name}</strong>
      </span>
      <ul className="flex items-center gap-x-3">
        <li>
          {admin ? (
            <Link to="/admin/" className={item}>
              {adminTitle} home
            </Link>
          ) : (
            <Link to="/profile" className={item}>
              {mySaltCardLabel}
            </Link>
          )}
        </li>
        <li>
          <button
            type="button"
            className={`${item} underline underline-offset-2`}
            onClick={() => void logout(navigate)}
          >
            Log out
          </button>
        </li>
      </ul>
    </nav>
  )
}
