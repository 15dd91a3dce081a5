import type { Request, RequestHandler } from 'express'
import { type StaffRole, staffLevels } from '#domain/account/access.ts'
import { requireAdmin, signedIn } from '#server/http/auth.ts'
import type { StaffActor } from '#server/services/admin/content-change.ts'
import { clientIp } from '../client-ip.ts'

/** A guard that says which level it needs, so the permission suite can read it off the router (no route forgotten). */
export type StaffGuard = RequestHandler & { staffLevel: number }

/** 401 signed out, 403 below the role's level (`staffLevels`), whatever the browser shows. */
export const requireStaff = (role: StaffRole): StaffGuard =>
  Object.assign(requireAdmin(staffLevels[role]), { staffLevel: staffLevels[role] })

/** The signed-in staff member behind a request that passed requireStaff, for the audit row. */
export function staffActor(req: Request): StaffActor {
  return { accountId: signedIn(req).account.id, ip: clientIp(req) }
}
