/** The demo logins, printed at start and written in the README. */
export const demoAccounts = {
  customer: { eMail: 'customer@example.com', password: 'saltcard-demo' },
  admin: { eMail: 'admin@example.com', password: 'saltadmin-demo' },
} as const
