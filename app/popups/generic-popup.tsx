import { usePopupStore } from '#app/stores/popup.ts'
import { primaryButton } from '#app/components/ui/buttons.ts'
import { popupTitle } from '#app/components/ui/dialog.ts'
import type { PopupProps } from './popup-props.ts'

/** A message with an OK button (the NAV retry's 'Uh oh!' and 'Great!' messages use it). */
export default function GenericPopup({ titleId, options }: PopupProps<'generic'>) {
  const close = usePopupStore((state) => state.close)
  return (
    <div className="flex flex-col gap-4">
      <h2 id={titleId} className={popupTitle}>
        {options.title}
      </h2>
      <p>{options.text}</p>
      <button type="button" className={`${primaryButton} self-end`} onClick={close}>
        OK
      </button>
    </div>
  )
}
