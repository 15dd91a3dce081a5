import { useState } from 'react'
import type { AccountActivationResponse } from '#domain/account/answers.ts'
import { ApiError, apiGet } from '#app/lib/api-client.ts'
import { activationRequest } from '#domain/account/activation.ts'
import { activationConfirm, notChangedTitle } from '#domain/admin/customers/texts.ts'
import { usePopupStore } from '#app/stores/popup.ts'

/**
 * Account activation from the admin through actDeact: a confirm popup first; the shown value changes only once
 * the server answered success; asking for the state the account already has sends nothing.
 */
export function useActivation(customer: { customerNo: string; name: string; active: number }) {
  const [active, setActive] = useState(customer.active)

  function request(wantActive: boolean) {
    const action = activationRequest(active, wantActive)
    if (action === null) return
    const texts = activationConfirm[action]
    usePopupStore.getState().open('confirm', {
      title: texts.title(customer.name),
      text: texts.text,
      confirmLabel: texts.label,
      onConfirm: async () => {
        try {
          const query = new URLSearchParams({ customerNo: customer.customerNo, action })
          const answer = await apiGet<AccountActivationResponse>(`/api/salt/actDeact?${query}`)
          setActive(answer.active)
        } catch (failure) {
          const text = failure instanceof ApiError ? failure.message : String(failure)
          // The confirm popup closes after this returns; the explanation opens once it has.
          setTimeout(() => usePopupStore.getState().open('generic', { title: notChangedTitle, text }))
        }
      },
    })
  }

  return { active, request }
}
