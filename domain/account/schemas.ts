import { z } from 'zod'
import { type StaffRole, isAdminLevel, staffLevels } from './access.ts'
import {
  enterEmailText,
  enterPasswordText,
  minPasswordText,
  passwordsDifferText,
  validEmailText,
} from './field-texts.ts'

/** The minimum password length, the original site's. */
export const minPasswordLength = 6
/** argon2 hashes whatever it is given; a cap keeps a huge body from costing the server. */
export const maxPasswordLength = 200

/** The username is lower-cased before sign-in. */
export const usernameSchema = z
  .string()
  .trim()
  .min(1, enterEmailText)
  .max(254)
  .transform((value) => value.toLowerCase())

export const loginSchema = z.object({
  username: usernameSchema,
  password: z.string().min(1, enterPasswordText).max(maxPasswordLength),
})
export type LoginInput = z.infer<typeof loginSchema>

export const emailSchema = z
  .string()
  .trim()
  .max(254)
  .pipe(z.email(validEmailText))
  .transform((value) => value.toLowerCase())

export const resetRequestSchema = z.object({ email: emailSchema })

export const newPasswordSchema = z
  .string()
  .min(minPasswordLength, minPasswordText(minPasswordLength))
  .max(maxPasswordLength)

/** Staff passwords open the admin area (customers' data, money, the site itself), so they must be longer. */
export const minStaffPasswordLength = 12

export const staffPasswordSchema = newPasswordSchema.min(
  minStaffPasswordLength,
  minPasswordText(minStaffPasswordLength),
)

/**
 * The rule for an account's new password by its active level: the spec's 6 characters for customers, 12 for staff
 * (level 2000 and up). Request schemas take the customers' rule, as the account is not known yet; the services
 * apply this one once they know whose password it is.
 */
export const newPasswordSchemaFor = (active: number) =>
  isAdminLevel(active) ? staffPasswordSchema : newPasswordSchema

/** change-pass: the reset token from the mailed link and the new password. */
export const changePassSchema = z.object({
  token: z.string().min(16).max(200),
  newPass: newPasswordSchema,
})

/** The client's form: new password twice (equal and long enough, else both are highlighted). */
export const newPasswordFormSchema = z
  .object({ newPass: newPasswordSchema, confirmPass: z.string() })
  .refine((form) => form.newPass === form.confirmPass, {
    path: ['confirmPass'],
    message: passwordsDifferText,
  })

/** actDeact: an admin switches a customer account on or off. */
export const accountActivationSchema = z.object({
  customerNo: z.string().trim().min(1).max(40),
  action: z.enum(['activate', 'deactivate']),
})
export type AccountActivationInput = z.infer<typeof accountActivationSchema>

/** `npm run admin:create`: the first (or another) admin account. */
/** A staff level by role name (`owner`) or number (`9000`); admin:create defaults to yard staff (2000). */
export const staffLevelSchema = z
  .string()
  .trim()
  .transform((text) => (text in staffLevels ? staffLevels[text as StaffRole] : Number(text)))
  .pipe(
    z
      .number()
      .int()
      .refine(
        (level) => Object.values(staffLevels).some((known) => known === level),
        `Use one of ${Object.entries(staffLevels)
          .map(([role, level]) => `${role} (${level})`)
          .join(', ')}.`,
      ),
  )

export const adminAccountSchema = z.object({
  email: emailSchema,
  name: z.string().trim().min(1, 'Enter a name.').max(120),
  password: staffPasswordSchema,
  level: staffLevelSchema.default(staffLevels.yard),
})
export type AdminAccountInput = z.infer<typeof adminAccountSchema>
