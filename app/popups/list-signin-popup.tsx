import { useState } from 'react'
import { myListTexts } from '#domain/my-list/texts.ts'
import { popupTitle } from '#app/components/ui/dialog.ts'
import { ForgotPasswordForm } from './forgot-password-form.tsx'
import { ListRegisterForm } from './list-register-form.tsx'
import { ListSignInForm } from './list-signin-form.tsx'
import type { PopupProps } from './popup-props.ts'

type Mode = 'signin' | 'forgot' | 'register'

/**
 * Sending My List signed out. Sign in and send at once, recover a forgotten password, or (new
 * customers) send the list with an account application.
 */
export default function ListSignInPopup({ titleId, options }: PopupProps<'listSignin'>) {
  const [mode, setMode] = useState<Mode>('signin')
  if (mode === 'forgot') {
    return <ForgotPasswordForm titleId={titleId} onBackToSignIn={() => setMode('signin')} />
  }
  return (
    <div className="flex flex-col gap-4">
      <h2 id={titleId} className={popupTitle}>
        {mode === 'signin' ? myListTexts.signInTitle : myListTexts.registerTitle}
      </h2>
      <div className="grid grid-cols-2 rounded border-2 border-brand p-0.5 text-[0.9rem]">
        <ModeButton pressed={mode === 'signin'} onClick={() => setMode('signin')}>
          {myListTexts.signInTab}
        </ModeButton>
        <ModeButton pressed={mode === 'register'} onClick={() => setMode('register')}>
          {myListTexts.registerTab}
        </ModeButton>
      </div>
      {mode === 'signin' ? (
        <ListSignInForm delivery={options.delivery} onForgotPassword={() => setMode('forgot')} />
      ) : (
        <ListRegisterForm delivery={options.delivery} />
      )}
    </div>
  )
}

function ModeButton({
  pressed,
  onClick,
  children,
}: {
  pressed: boolean
  onClick: () => void
  children: string
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={`rounded-sm px-2 py-1.5 font-semibold focus-visible:ring-2 focus-visible:ring-brand/40 focus-visible:outline-none ${
        pressed ? 'bg-brand text-white' : 'text-brand hover:bg-salt'
      }`}
    >
      {children}
    </button>
  )
}
