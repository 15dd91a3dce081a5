import { usePopupStore } from '#app/stores/popup.ts'

export interface Confirmation {
  title: string
  text: string
  confirmLabel: string
}

/**
 * A form's send that asks first: the confirm popup opens, and its button sends (staying busy until the answer is in).
 * Resolves with the answer, or with null when the popup closes without a yes (Cancel, Escape, another page), so the
 * form is free again; a refusal rejects, for the form to show beside its fields.
 */
export function confirmThenSend<R>(confirmation: Confirmation, send: () => Promise<R>): Promise<R | null> {
  return new Promise((resolve, reject) => {
    usePopupStore.getState().open('confirm', {
      ...confirmation,
      onConfirm: () => send().then(resolve, reject),
    })
    const asked = usePopupStore.getState().openCount
    const stop = usePopupStore.subscribe((state) => {
      if (state.kind === 'confirm' && state.openCount === asked) return
      stop()
      // After a yes this changes nothing: the popup closes only once the answer is in.
      resolve(null)
    })
  })
}
