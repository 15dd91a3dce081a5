import { createAccountIntro, createAccountTitle } from '#domain/salt-card/texts.ts'
import { ApplicationPopup } from './apply-salt-popup.tsx'
import type { PopupProps } from './popup-props.ts'

/** createAccount: opened from the sign-in popup; the application form and rules of applySalt. */
export default function CreateAccountPopup({ titleId }: PopupProps<'createAccount'>) {
  return <ApplicationPopup titleId={titleId} title={createAccountTitle} intro={createAccountIntro} />
}
