import { useRef, useState } from 'react'
import {
  applySaltIntro,
  applySaltSuccessText,
  applySaltSuccessTitle,
  applySaltTitle,
} from '#domain/salt-card/texts.ts'
import { usePopupStore } from '#app/stores/popup.ts'
import { ApplySaltForm } from './apply-salt-form.tsx'
import { popupTitle } from '#app/components/ui/dialog.ts'
import { primaryButton } from '#app/components/ui/buttons.ts'
import { useFocusOnMount } from './focus.ts'
import type { PopupProps } from './popup-props.ts'

/** applySalt: apply for a Salt Card; on success "You're almost there". */
export default function ApplySaltPopup({ titleId }: PopupProps<'applySalt'>) {
  return <ApplicationPopup titleId={titleId} title={applySaltTitle} intro={applySaltIntro} />
}

/** The application under a popup's own title and intro, then the same "You're almost there" (both popups). */
export function ApplicationPopup({
  titleId,
  title,
  intro,
}: {
  titleId: string
  title: string
  intro: string
}) {
  const [sent, setSent] = useState(false)
  if (!sent)
    return <ApplySaltForm titleId={titleId} title={title} intro={intro} onSent={() => setSent(true)} />
  return <Sent titleId={titleId} />
}

function Sent({ titleId }: { titleId: string }) {
  const close = usePopupStore((state) => state.close)
  const okRef = useRef<HTMLButtonElement>(null)
  useFocusOnMount(okRef)
  return (
    <div className="flex flex-col gap-4">
      <h2 id={titleId} className={popupTitle}>
        {applySaltSuccessTitle}
      </h2>
      <p role="status">{applySaltSuccessText}</p>
      <button ref={okRef} type="button" className={`${primaryButton} self-end`} onClick={close}>
        OK
      </button>
    </div>
  )
}
