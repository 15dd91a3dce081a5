import { Badge } from '#app/components/ui/badge.tsx'
import { companyRoleNames } from '#domain/account/company-roles.ts'
import { accountLoginLabel, invitationPendingText } from '#domain/account/company-user-texts.ts'
import type { CompanyUser } from '#domain/account/company-users.ts'

/** Who signs in to the customer's account and as what (ADR 0027); the customer's owners manage them. */
export function UsersList({ users }: { users: CompanyUser[] }) {
  return (
    <ul
      aria-label="Users of the account"
      className="flex flex-col divide-y divide-slate-200 border-y border-slate-200"
    >
      {users.map((user) => (
        <li
          key={user.id ?? 'own'}
          className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2"
        >
          <span className="min-w-0">
            <span className="font-semibold break-words">{user.name}</span>{' '}
            <span className="break-all text-slate-700">{user.eMail}</span>
          </span>
          <span className="flex flex-wrap items-center gap-2">
            <span>{companyRoleNames[user.role]}</span>
            {user.role === 'driver' && (
              <span className="text-slate-700">
                {user.cardIds.length} {user.cardIds.length === 1 ? 'card' : 'cards'}
              </span>
            )}
            {user.id === null && <Badge tone="closed">{accountLoginLabel}</Badge>}
            {user.invitationPending && <Badge tone="waiting">{invitationPendingText}</Badge>}
          </span>
        </li>
      ))}
    </ul>
  )
}
