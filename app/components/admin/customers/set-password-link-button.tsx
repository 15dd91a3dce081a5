import { useState } from 'react'
import { smallButton } from '#app/components/ui/buttons.ts'
import type { SetPasswordLinkResponse } from '#domain/admin/customers/answers.ts'
import { ApiError, apiPost } from '#app/lib/api-client.ts'
import {
  notSentTitle,
  setPasswordLinkLabel,
  setPasswordLinkSentText,
  setPasswordLinkSentTitle,
} from '#domain/admin/customers/texts.ts'
import { usePopupStore } from '#app/stores/popup.ts'

/** Mails the customer the reset flow's link to choose a password; a generic popup says it went, or why not. */
export function SetPasswordLinkButton({ customerId }: { customerId: number }) {
  const [busy, setBusy] = useState(false)

  async function send() {
    setBusy(true)
    try {
      const answer = await apiPost<SetPasswordLinkResponse>(
        `/api/salt/admin/customers/${customerId}/set-password-link`,
      )
      usePopupStore
        .getState()
        .open('generic', { title: setPasswordLinkSentTitle, text: setPasswordLinkSentText(answer.eMail) })
    } catch (failure) {
      const text = failure instanceof ApiError ? failure.message : String(failure)
      usePopupStore.getState().open('generic', { title: notSentTitle, text })
    } finally {
      setBusy(false)
    }
  }

  return (
    <button
      type="button"
      className={smallButton}
      disabled={busy}
      aria-busy={busy}
      onClick={() => void send()}
    >
      {setPasswordLinkLabel}
    </button>
  )
}
