import type { StaffSinceDeactivation } from '#domain/admin/staff/schemas.ts'
import { formatTorontoDateTime } from '#domain/kernel/shop-time/format.ts'

/**
 * Before an owner switches a member back on: the address a set-password link would go to, and whether anything
 * changed the account while it was off (a changed address is how a switched-off account would be taken over).
 */
export function SinceDeactivation({ eMail, since }: { eMail: string; since: StaffSinceDeactivation }) {
  const eMailChanged = since.eMailAtDeactivation !== null && since.eMailAtDeactivation !== eMail
  return (
    <div className="flex max-w-2xl flex-col gap-2">
      <p>
        E-mail on file: <strong className="break-all">{eMail}</strong>
        {eMailChanged && (
          <>
            {' '}
            (was <span className="break-all">{since.eMailAtDeactivation}</span> when they were deactivated)
          </>
        )}
      </p>
      {since.changes.length === 0 ? (
        <p>
          No changes to the account since it was deactivated on {formatTorontoDateTime(since.deactivatedAt)}.
        </p>
      ) : (
        <>
          <p className="font-semibold">
            Changes since it was deactivated on {formatTorontoDateTime(since.deactivatedAt)}:
          </p>
          <ul className="list-disc pl-6">
            {since.changes.map((change) => (
              <li key={`${change.at}-${change.action}`}>
                {change.action}, {formatTorontoDateTime(change.at)}
                {change.actorName ? ` by ${change.actorName}` : ''}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  )
}
