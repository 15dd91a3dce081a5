import { useState } from 'react'
import { resetPasswordTitle } from '#domain/account/texts.ts'
import { ForgotPasswordForm } from './forgot-password-form.tsx'
import type { PopupProps } from './popup-props.ts'
import { ResetPasswordForm } from './reset-password-form.tsx'
import { SignInForm } from './sign-in-form.tsx'

type Mode = 'signin' | 'recover' | 'reset'

/** Sign in, forgot password (recover), or reset password when a reset token is present. */
export default function SignInPopup({ titleId, options }: PopupProps<'signin'>) {
  const [mode, setMode] = useState<Mode>(options.resetToken ? 'reset' : 'signin')
  const redirect = options.redirect ?? true
  if (mode === 'recover') {
    return <ForgotPasswordForm titleId={titleId} onBackToSignIn={() => setMode('signin')} />
  }
  if (mode === 'reset') {
    return (
      <ResetPasswordForm
        titleId={titleId}
        title={resetPasswordTitle}
        token={options.resetToken}
        onSignIn={() => setMode('signin')}
        onForgotPassword={() => setMode('recover')}
      />
    )
  }
  return <SignInForm titleId={titleId} redirect={redirect} onForgotPassword={() => setMode('recover')} />
}
