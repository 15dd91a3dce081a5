import { useState } from 'react'
import { smallButton, smallDangerButton } from '#app/components/ui/buttons.ts'
import { ApiError, apiPost } from '#app/lib/api-client.ts'
import type { AdminStaffMember } from '#domain/admin/staff/schemas.ts'
import { saveFailedText, staleEditText } from '#domain/admin/texts.ts'
import {
  deactivateConfirmText,
  deactivateConfirmTitle,
  deactivatedText,
  linkSentText,
  selfDeactivateText,
} from '#domain/admin/staff/texts.ts'
import { usePopupStore } from '#app/stores/popup.ts'

interface MemberAccessProps {
  member: AdminStaffMember
  /** The member as the server answered, and what to tell the owner. */
  onChanged: (member: AdminStaffMember, notice: string) => void
  onFailed: (message: string) => void
}

function failureText(failure: unknown): string {
  if (!(failure instanceof ApiError)) return String(failure)
  if (failure.code === 'stale_edit') return staleEditText
  return failure.status === 0 ? saveFailedText : failure.message
}

/** An active member's access: a new set-password link, and deactivation after a confirm popup. */
export function MemberAccess({ member, onChanged, onFailed }: MemberAccessProps) {
  const [busy, setBusy] = useState(false)

  async function run(
    action: 'deactivate' | 'set-password-link',
    notice: (changed: AdminStaffMember) => string,
  ) {
    setBusy(true)
    try {
      const changed = await apiPost<AdminStaffMember>(`/api/salt/admin/staff/${member.id}/${action}`, {
        version: member.version,
      })
      onChanged(changed, notice(changed))
    } catch (failure) {
      onFailed(failureText(failure))
    } finally {
      setBusy(false)
    }
  }

  const confirmDeactivation = () =>
    usePopupStore.getState().open('confirm', {
      title: deactivateConfirmTitle(member.name),
      text: deactivateConfirmText,
      confirmLabel: 'Deactivate',
      onConfirm: () => run('deactivate', () => deactivatedText),
    })

  return (
    <div className="flex max-w-2xl flex-col gap-4">
      <div className="flex flex-col gap-1">
        <button
          type="button"
          className={`${smallButton} w-fit`}
          disabled={busy}
          onClick={() => void run('set-password-link', (changed) => linkSentText(changed.eMail))}
        >
          Send a new set-password link
        </button>
        <p className="text-[0.85rem] text-slate-700">
          {member.invitationPending
            ? 'They have not chosen a password yet. A new link works for 7 days; older links stay valid until used or expired.'
            : 'For a lost password: the link lets them choose a new one.'}
        </p>
      </div>
      <div className="flex flex-col gap-1">
        {member.isSelf ? (
          <p className="text-[0.9rem] text-slate-700">{selfDeactivateText}</p>
        ) : (
          <button
            type="button"
            className={`${smallDangerButton} w-fit`}
            disabled={busy}
            onClick={confirmDeactivation}
          >
            Deactivate
          </button>
        )}
      </div>
    </div>
  )
}
