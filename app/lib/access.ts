/** Spec 6 and 9: an account whose active level is 2000 or more is an admin. Server and client use this one rule. */
export const adminLevel = 2000

export function isAdminLevel(active: number): boolean {
  return active >= adminLevel
}
