/**
 * Words beside the highlighted fields of the sign-in, password and application forms (WCAG 3.3.1, ADR 0021); apart
 * from texts.ts, which every page's shell carries, since only the schemas and the popups that check them need these.
 * The public forms' own are in domain/forms/field-texts.ts.
 */
export const requiredText = 'Required.'
/** The same for an unknown account, a wrong password and a deactivated account: the server answers all three alike. */
export const signInRefusedText = 'E-mail or password is not right.'
export const enterEmailText = 'Enter your e-mail address.'
export const enterPasswordText = 'Enter your password.'
export const validEmailText = 'Enter a valid e-mail address.'
export const minPasswordText = (minLength: number) => `Use at least ${minLength} characters.`
export const passwordsDifferText = 'The passwords do not match.'
