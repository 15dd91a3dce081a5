import { ApiError } from '#app/lib/api-client.ts'
import { usePopupStore } from '#app/stores/popup.ts'

interface ConfirmedAction {
  title: string
  text: string
  confirmLabel: string
  /** The API call; its failure is explained in a popup. */
  run: () => Promise<unknown>
  /** After the call succeeded (reload a list, leave a page). */
  done: () => void
  /** The title of the popup that explains a refusal. */
  failedTitle: string
}

/** Asks first (the confirm popup), then calls the API; a refusal (409: already ended, say) is said in words. */
export function confirmedAction({ title, text, confirmLabel, run, done, failedTitle }: ConfirmedAction) {
  usePopupStore.getState().open('confirm', {
    title,
    text,
    confirmLabel,
    onConfirm: async () => {
      try {
        await run()
        done()
      } catch (failure) {
        const message = failure instanceof ApiError ? failure.message : String(failure)
        // The confirm popup closes after this returns (a later task); the explanation opens once it has.
        setTimeout(() => usePopupStore.getState().open('generic', { title: failedTitle, text: message }))
      }
    },
  })
}
