import { useState } from 'react'
import { usePopupStore } from '#app/stores/popup.ts'
import { primaryButton, secondaryButton } from '#app/components/ui/buttons.ts'
import { popupTitle } from '#app/components/ui/dialog.ts'
import type { PopupProps } from './popup-props.ts'

/** Asks before an action; the action runs on confirm, then the popup closes. */
export default function ConfirmPopup({ titleId, options }: PopupProps<'confirm'>) {
  const close = usePopupStore((state) => state.close)
  const [busy, setBusy] = useState(false)

  async function confirm() {
    setBusy(true)
    try {
      await options.onConfirm()
    } finally {
      setBusy(false)
    }
    close()
  }

  return (
    <div className="flex flex-col gap-4">
      <h2 id={titleId} className={popupTitle}>
        {options.title}
      </h2>
      <p>{options.text}</p>
      <div className="flex flex-wrap justify-end gap-3">
        <button type="button" className={secondaryButton} onClick={close}>
          Cancel
        </button>
        <button
          type="button"
          className={primaryButton}
          disabled={busy}
          aria-busy={busy}
          onClick={() => void confirm()}
        >
          {options.confirmLabel ?? 'Confirm'}
        </button>
      </div>
    </div>
  )
}
