import { urgentNoticeText, urgentNoticeTitle } from '#app/lib/texts/auth.ts'
import { usePopupStore } from '#app/stores/popup.ts'
import { primaryButton, popupTitle } from './buttons.ts'
import type { PopupProps } from './popup-props.ts'

export default function UrgentNoticePopup({ titleId }: PopupProps<'urgent'>) {
  const close = usePopupStore((state) => state.close)
  return (
    <div className="flex flex-col gap-4">
      <p className="w-fit rounded bg-accent px-2 py-0.5 text-[0.75rem] font-bold tracking-wider text-ink uppercase">
        Supply alert
      </p>
      <h2 id={titleId} className={popupTitle}>
        {urgentNoticeTitle}
      </h2>
      {urgentNoticeText.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <button type="button" className={`${primaryButton} self-end`} onClick={close}>
        Got it
      </button>
    </div>
  )
}
