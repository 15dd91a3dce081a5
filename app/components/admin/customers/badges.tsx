import { isActiveCustomer } from '#domain/account/activation.ts'
import { customerStatusLabels } from '#domain/admin/customers/texts.ts'
import { badgeClass } from '#app/components/ui/badge.tsx'

/** Active or deactivated, as a small badge (a customer's account is either active or switched off). */
export function CustomerStatusBadge({ active }: { active: number }) {
  return isActiveCustomer(active) ? (
    <span className={`${badgeClass} bg-green-100 text-green-900`}>{customerStatusLabels.active}</span>
  ) : (
    <span className={`${badgeClass} bg-slate-200 text-slate-800`}>{customerStatusLabels.inactive}</span>
  )
}

/** A card that no longer takes pickups; active cards carry no badge. */
export function DeactivatedCardBadge() {
  return <span className={`${badgeClass} bg-slate-200 text-slate-800`}>Deactivated</span>
}

const requestStatusLabels: Record<string, string> = {
  new: 'New',
  done: 'Done',
  contacted: 'Contacted',
  closed: 'Closed',
}

/** A request waiting for staff (new), or followed up. */
export function RequestStatusBadge({ status }: { status: string }) {
  const waiting = status === 'new'
  return (
    <span
      className={`${badgeClass} ${waiting ? 'bg-amber-100 text-amber-900' : 'bg-green-100 text-green-900'}`}
    >
      {requestStatusLabels[status] ?? status}
    </span>
  )
}
