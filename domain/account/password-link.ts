/**
 * The query parameters of a mailed password link, read by the storefront: `?reset=TOKEN` opens the reset-password
 * popup; a link staff sent (an approved application, an invitation) adds `&welcome=1`, so the popup says the person
 * sets a password rather than resets one they forgot.
 */
export const resetTokenParameter = 'reset'
export const setPasswordParameter = 'welcome'
