import { usePopupStore } from '#app/stores/popup.ts'
import { ForgotPasswordForm } from './forgot-password-form.tsx'
import type { PopupProps } from './popup-props.ts'

export default function ForgotPassPopup({ titleId }: PopupProps<'forgotPass'>) {
  const open = usePopupStore((state) => state.open)
  return <ForgotPasswordForm titleId={titleId} onBackToSignIn={() => open('signin')} />
}
