/** The demo logins, printed at start and written in the README. */
export const demoAccounts = {
  customer: { eMail: 'customer@example.com', password: 'saltcard-demo' },
  /** A second Salt Card customer (one card), e.g. to check one customer never sees another's cards. */
  customer2: { eMail: 'customer2@example.com', password: 'saltcard-demo2' },
  admin: { eMail: 'admin@example.com', password: 'saltadmin-demo' },
} as const
