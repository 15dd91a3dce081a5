import { newPasswordSchemaFor } from '#domain/account/schemas.ts'
import { isCommonPassword } from './common-passwords.ts'

export const commonPasswordText = 'This password is too common. Choose another.'

/**
 * Why an account of this active level may not take this new password, or null: first the length rule of its level
 * (domain/account/schemas.ts: 12 characters for staff), then the list of common and breached passwords.
 */
export function newPasswordProblem(active: number, password: string): string | null {
  const parsed = newPasswordSchemaFor(active).safeParse(password)
  if (!parsed.success) return parsed.error.issues[0]?.message ?? 'Choose another password.'
  return isCommonPassword(password) ? commonPasswordText : null
}
