import type { z } from 'zod'
import { ApiError } from '#app/lib/api-client.ts'
import type { loginSchema } from '#domain/account/schemas.ts'
import { signInRefusedText } from '#domain/account/field-texts.ts'
import { tooManyAttemptsText } from '#domain/account/texts.ts'
import { networkErrorText } from '#domain/forms/texts.ts'
import {
  type FieldErrors,
  type FormOptions,
  type Refusal,
  useForm,
} from '#app/components/ui/form/use-form.ts'

/** The two inputs of both sign-in forms (the sign-in popup and the list sign-in popup's sign-in mode). */
export const credentialFields = {
  user: { label: 'Email', name: 'user', type: 'email', autoComplete: 'username', inputMode: 'email' },
  pass: { label: 'Password', name: 'pass', type: 'password', autoComplete: 'current-password' },
} as const

const labels = { user: 'Email', pass: 'Password' }
const bothSay = (text: string): FieldErrors => ({ user: text, pass: text })

/**
 * Whatever failed, both inputs are highlighted and share one text: a refused sign-in says the same for an unknown
 * account, a wrong password and a deactivated account (the server answers all three alike); a rate limit or a lost
 * connection says so instead, since a person could not guess either.
 */
export function signInRefusal(error: unknown): Refusal {
  if (error instanceof ApiError && error.status === 429)
    return { fields: bothSay(tooManyAttemptsText(error.retryAfter)) }
  if (!(error instanceof ApiError) || error.status === 0) return { fields: bothSay(networkErrorText) }
  return { fields: bothSay(signInRefusedText) }
}

type SignInOptions<R> = Pick<FormOptions<typeof loginSchema, R>, 'schema' | 'send'> &
  Partial<Pick<FormOptions<typeof loginSchema, R>, 'refusal'>>

/** The form hook for credentials typed as `user` and `pass`; a check that fails is a refused sign-in too. */
export function useSignInForm<R>(options: SignInOptions<R>) {
  return useForm<typeof loginSchema, R>({
    refusal: signInRefusal,
    ...options,
    input: (form) => {
      const data = form ? new FormData(form) : null
      return { username: data?.get('user'), password: data?.get('pass') } satisfies Record<
        keyof z.input<typeof loginSchema>,
        unknown
      >
    },
    errorsOf: () => bothSay(signInRefusedText),
    labels,
  })
}
