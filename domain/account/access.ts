/** An account whose active level is 2000 or more is an admin. Server and client use this one rule. */
export const adminLevel = 2000

export function isAdminLevel(active: number): boolean {
  return active >= adminLevel
}

/**
 * The numeric `active` level as staff roles (ADR 0006). Each role may use what the roles below it may; every admin
 * API call checks the level on the server, and the admin navigation shows only what the level may open.
 */
export const staffLevels = {
  /** Dashboard, locations (hours, today's hours, stock), weather. */
  yard: 2000,
  /** + product groups, products, posts, files and documents. */
  editor: 3000,
  /** + customers, applications, list requests, transactions and NAV retry. */
  manager: 5000,
  /** + staff accounts and the audit log. */
  owner: 9000,
} as const satisfies Record<string, number>
export type StaffRole = keyof typeof staffLevels

export const staffRoleNames: Record<StaffRole, string> = {
  yard: 'Yard staff',
  editor: 'Editor',
  manager: 'Manager',
  owner: 'Owner',
}

/** The highest role a level reaches, or null below the admin threshold. */
export function staffRoleOf(active: number): StaffRole | null {
  const reached = (Object.keys(staffLevels) as StaffRole[]).filter((role) => active >= staffLevels[role])
  return reached.at(-1) ?? null
}
