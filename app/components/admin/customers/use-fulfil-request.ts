import type { AdminCardRequestRow, FulfilCardRequestResponse } from '#domain/admin/customers/answers.ts'
import { ApiError, apiPost } from '#app/lib/api-client.ts'
import {
  alreadyFulfilledText,
  alreadyFulfilledTitle,
  cardsIssuedText,
  cardsIssuedTitle,
  fulfilConfirmText,
  fulfilConfirmTitle,
  fulfilLabel,
  notFulfilledTitle,
} from '#domain/admin/customers/texts.ts'
import { usePopupStore } from '#app/stores/popup.ts'

/**
 * Fulfil a card request: a confirm popup, then the call; a generic popup then gives the new card numbers, says a
 * colleague was quicker, or says why it was refused. `onSettled` reloads the queue either way.
 */
export function useFulfilRequest(onSettled: () => void) {
  return (request: AdminCardRequestRow) =>
    usePopupStore.getState().open('confirm', {
      title: fulfilConfirmTitle(request.quantity, request.customer.name),
      text: fulfilConfirmText,
      confirmLabel: fulfilLabel,
      onConfirm: async () => {
        let message: { title: string; text: string }
        try {
          const answer = await apiPost<FulfilCardRequestResponse>(
            `/api/salt/admin/cardrequests/${request.id}/fulfil`,
          )
          message = answer.alreadyFulfilled
            ? { title: alreadyFulfilledTitle, text: alreadyFulfilledText(answer.request.fulfilledByName) }
            : { title: cardsIssuedTitle, text: cardsIssuedText(answer.cards.map((card) => card.cardNo)) }
        } catch (failure) {
          message = {
            title: notFulfilledTitle,
            text: failure instanceof ApiError ? failure.message : String(failure),
          }
        }
        onSettled()
        // The confirm popup closes after this returns; the message opens once it has.
        setTimeout(() => usePopupStore.getState().open('generic', message))
      },
    })
}
