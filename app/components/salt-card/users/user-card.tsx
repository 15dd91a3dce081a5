import { useId, useState } from 'react'
import { Badge } from '#app/components/ui/badge.tsx'
import { smallButton, smallDangerButton } from '#app/components/ui/buttons.ts'
import { SelectField } from '#app/components/ui/select-field.tsx'
import { usePopupStore } from '#app/stores/popup.ts'
import {
  type CompanyRole,
  companyRoleNames,
  companyRoles,
  ownLoginRoles,
} from '#domain/account/company-roles.ts'
import {
  accountLoginLabel,
  cardsAssignedText,
  invitationPendingText,
  removeUserConfirmText,
  removeUserConfirmTitle,
  roleChangedText,
  userRemovedText,
} from '#domain/account/company-user-texts.ts'
import type { CompanyUser, CompanyUserList } from '#domain/account/company-users.ts'
import type { useCompanyUsers } from './use-company-users.ts'

type Actions = Pick<ReturnType<typeof useCompanyUsers>, 'changeRole' | 'assignCards' | 'remove'>

/** One login of the account: its role to change, a driver's cards to assign, and (not the own login) Remove. */
export function UserCard({
  user,
  cards,
  actions,
}: {
  user: CompanyUser
  cards: CompanyUserList['cards']
  actions: Actions
}) {
  const open = usePopupStore((state) => state.open)
  const roles = user.id === null ? ownLoginRoles : companyRoles
  const who = user.id === null ? accountLoginLabel : user.name
  return (
    <li className="flex flex-col gap-3 rounded border border-slate-200 p-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-bold break-words">{user.name}</p>
          <p className="text-[0.9rem] break-all text-slate-700">{user.eMail}</p>
          <div className="mt-1 flex flex-wrap gap-1">
            {user.id === null && <Badge tone="closed">{accountLoginLabel}</Badge>}
            {user.invitationPending && <Badge tone="waiting">{invitationPendingText}</Badge>}
          </div>
        </div>
        {user.id !== null && (
          <button
            type="button"
            className={smallDangerButton}
            onClick={() =>
              open('confirm', {
                title: removeUserConfirmTitle(user.name),
                text: removeUserConfirmText,
                confirmLabel: 'Remove',
                onConfirm: async () => void (await actions.remove(user, userRemovedText)),
              })
            }
          >
            Remove<span className="sr-only"> {user.name}</span>
          </button>
        )}
      </div>
      <SelectField
        label={`Role of ${who}`}
        value={user.role}
        className="max-w-xs"
        onChange={(event) =>
          void actions.changeRole(user, event.target.value as CompanyRole, roleChangedText)
        }
      >
        {roles.map((role) => (
          <option key={role} value={role}>
            {companyRoleNames[role]}
          </option>
        ))}
      </SelectField>
      {user.role === 'driver' && <DriverCardsPicker user={user} cards={cards} actions={actions} />}
    </li>
  )
}

/** The cards a driver holds: ticked boxes, saved together. */
function DriverCardsPicker({
  user,
  cards,
  actions,
}: {
  user: CompanyUser
  cards: CompanyUserList['cards']
  actions: Actions
}) {
  const legendId = useId()
  const [chosen, setChosen] = useState<number[]>(user.cardIds)
  const toggle = (id: number) =>
    setChosen((now) => (now.includes(id) ? now.filter((each) => each !== id) : [...now, id]))
  return (
    <fieldset aria-labelledby={legendId} className="flex flex-col gap-2">
      <legend id={legendId} className="text-[0.9rem] font-semibold">
        Cards {user.name} may use
      </legend>
      {cards.length === 0 && <p className="text-slate-600">The account has no active card.</p>}
      <ul className="flex flex-col gap-1">
        {cards.map((card) => (
          <li key={card.id}>
            <label className="flex min-h-10 items-center gap-2">
              <input type="checkbox" checked={chosen.includes(card.id)} onChange={() => toggle(card.id)} />
              <span>
                {card.name} <span className="font-mono text-[0.85rem]">{card.CardNo}</span>
              </span>
            </label>
          </li>
        ))}
      </ul>
      <div>
        <button
          type="button"
          className={smallButton}
          onClick={() => void actions.assignCards(user, chosen, cardsAssignedText)}
        >
          Save cards<span className="sr-only"> of {user.name}</span>
        </button>
      </div>
    </fieldset>
  )
}
