import { resetPasswordTitle, setPasswordTitle } from '#domain/account/texts.ts'
import { usePopupStore } from '#app/stores/popup.ts'
import type { PopupProps } from './popup-props.ts'
import { ResetPasswordForm } from './reset-password-form.tsx'

/** Opened by the mailed link `/?reset=TOKEN` (see AuthBootstrap). */
export default function ResetPassPopup({ titleId, options }: PopupProps<'resetPass'>) {
  const open = usePopupStore((state) => state.open)
  return (
    <ResetPasswordForm
      titleId={titleId}
      token={options.token}
      title={options.setPassword ? setPasswordTitle : resetPasswordTitle}
      onSignIn={() => open('signin')}
      onForgotPassword={() => open('forgotPass')}
    />
  )
}
