/** Texts of the sign-in, password and account screens; the original site's stay letter for letter (docs/product.md). */

export const signInTitle = 'Sign In'
export const forgotPasswordTitle = 'Forgot Password'
export const resetPasswordTitle = 'Reset Password'
/** Our addition: the popup of a link staff sent (a new account, an invitation), where no password is being reset. */
export const setPasswordTitle = 'Set Your Password'
export const adminTitle = 'Admin'

/** After POST /api/salt/reset. */
export const resetLinkSentText = 'Please check your email for the reset password link.'
export const passwordChangedText = 'Your password has been changed. You can now sign in.'
export const resetLinkExpiredText =
  'This reset link has expired or was already used. Ask for a new one and use it within 30 minutes.'
export const forgotPasswordIntro =
  'Enter the e-mail address of your Salt Card account and we will send you a link to choose a new password.'
/** Takes the length from the shared schema, which this module does not import: zod stays out of the layouts. */
export const resetPasswordIntro = (minLength: number) =>
  `Choose a new password of at least ${minLength} characters and type it twice.`

/** Our addition: the server limits failed sign-ins, and a person deserves to know for how long. */
export function tooManyAttemptsText(retryAfterSeconds: number | null): string {
  const minutes = Math.max(1, Math.ceil((retryAfterSeconds ?? 60) / 60))
  return `Too many attempts. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`
}

export const loadingAccountText = 'Loading your account…'
