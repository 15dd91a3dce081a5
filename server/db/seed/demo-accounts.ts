import { staffLevels } from '#domain/account/access.ts'

/** The demo logins, printed at start and written in the README. */
export const demoAccounts = {
  customer: { eMail: 'customer@example.com', password: 'saltcard-demo' },
  /** A second Salt Card customer (one card), e.g. to check one customer never sees another's cards. */
  customer2: { eMail: 'customer2@example.com', password: 'saltcard-demo2' },
  /** Users of the first customer's company (ADR 0027): a dispatcher, and a driver holding one card. */
  dispatcher: { eMail: 'dispatch@example.com', password: 'saltroute-demo' },
  driver: { eMail: 'driver@example.com', password: 'saltdriver-demo' },
  admin: { eMail: 'admin@example.com', password: 'saltadmin-demo' },
  yard: { eMail: 'yard@example.com', password: 'saltyard-demo' },
  editor: { eMail: 'editor@example.com', password: 'salteditor-demo' },
  manager: { eMail: 'manager@example.com', password: 'saltmanager-demo' },
} as const

/** The demo staff: the owner sees everything; yard staff, the editor and the manager their own sections. */
export const demoStaff = [
  { key: 'admin', customerNo: 'A000001', name: 'Salt Desk Administrator', level: staffLevels.owner },
  { key: 'yard', customerNo: 'A000002', name: 'Yard Staff (Concord)', level: staffLevels.yard },
  { key: 'editor', customerNo: 'A000003', name: 'Web Editor', level: staffLevels.editor },
  { key: 'manager', customerNo: 'A000004', name: 'Sales Manager', level: staffLevels.manager },
] as const satisfies ReadonlyArray<{
  key: keyof typeof demoAccounts
  customerNo: string
  name: string
  level: number
}>

/** The demo logins as the start banner and `npm run db:seed` print them, one per line. */
export function demoLoginLines(): string[] {
  const rows: Array<[string, { eMail: string; password: string }]> = [
    ['customer', demoAccounts.customer],
    ['customer', demoAccounts.customer2],
    ['dispatcher', demoAccounts.dispatcher],
    ['driver', demoAccounts.driver],
    ['owner', demoAccounts.admin],
    ['yard staff', demoAccounts.yard],
    ['editor', demoAccounts.editor],
    ['manager', demoAccounts.manager],
  ]
  return rows.map(([role, login]) => `${role.padEnd(10)}  ${login.eMail.padEnd(22)}  /  ${login.password}`)
}
