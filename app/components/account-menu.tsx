import { Link, useNavigate } from 'react-router'
import { adminTitle, mySaltCardTitle } from '#app/lib/texts/auth.ts'
import { logout } from '#app/stores/auth-actions.ts'
import { useSaltAdminStore } from '#app/stores/salt-admin.ts'
import { useSaltStore } from '#app/stores/salt.ts'

const item =
  'rounded px-1 py-1 font-semibold whitespace-nowrap hover:text-accent focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none'

/** The signed-in controls of the account areas, shown in the top bar once the profile is known. */
export function AccountMenu() {
  const navigate = useNavigate()
  const customer = useSaltStore((state) => state.account)
  const admin = useSaltAdminStore((state) => state.account)
  const account = admin ?? customer
  if (!account) return null
  return (
    <nav aria-label="Account" className="flex items-center gap-x-3 border-l border-white/30 pl-3">
      <span className="max-w-[14rem] truncate opacity-90" title={account.name}>
        <span className="sr-only">Signed in as </span>
        {account.name}
      </span>
      <ul className="flex items-center gap-x-3">
        <li>
          {admin ? (
            <Link to="/admin/" className={item}>
              {adminTitle} home
            </Link>
          ) : (
            <Link to="/profile" className={item}>
              {mySaltCardTitle}
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
