import type { Request, RequestHandler } from 'express'
import { adminLevel } from '#domain/account/access.ts'
import { type CompanyPermission, mayUse } from '#domain/account/company-roles.ts'
import type { AppDeps } from '#server/context.ts'
import { findSession, type SignedIn } from '#server/services/auth/sessions.ts'
import { forbidden, unauthorized } from './errors.ts'

export type { SignedIn }

const sessionLookups = new WeakMap<Request, () => Promise<SignedIn | null>>()
const admitted = new WeakMap<Request, SignedIn>()

/** The token of `Authorization: Bearer <token>`; anything not shaped like one of ours is no token. */
export function bearerToken(req: Request): string | null {
  const match = /^Bearer ([A-Za-z0-9_-]{20,128})$/.exec(req.get('authorization') ?? '')
  return match?.[1] ?? null
}

/**
 * Mounted once on /api. Public calls cost no query: the session is looked up when a guard or handler first
 * asks, and at most once per request.
 */
export function sessionLookup(deps: AppDeps): RequestHandler {
  return (req, _res, next) => {
    let session: Promise<SignedIn | null> | undefined
    sessionLookups.set(req, () => {
      const token = bearerToken(req)
      session ??= token ? findSession(deps.db, token, deps.now()) : Promise.resolve(null)
      return session
    })
    next()
  }
}

/** Who is signed in, or null; for calls that answer both visitors and account holders. */
export function currentSession(req: Request): Promise<SignedIn | null> {
  const lookup = sessionLookups.get(req)
  if (!lookup) throw new Error('sessionLookup() is not mounted in front of this route')
  return lookup()
}

/** 403 in the error shape unless the login's role may do this, by the matrix of domain/account/company-roles.ts. */
export function assertPermission(session: SignedIn, permission: CompanyPermission): void {
  if (!mayUse(session.role, permission)) throw forbidden()
}

export type PermissionGuard = RequestHandler & { permission: CompanyPermission }

/**
 * Every customer route's guard: 401 unless a live session of an active account comes with the request, 403 unless
 * its login's role may use `permission` (ADR 0027). Tagged with the permission, so the tests walk each route
 * against the matrix.
 */
export function requirePermission(permission: CompanyPermission): PermissionGuard {
  const guard: RequestHandler = async (req, _res, next) => {
    const session = await currentSession(req)
    if (!session) throw unauthorized()
    assertPermission(session, permission)
    admitted.set(req, session)
    next()
  }
  return Object.assign(guard, { permission })
}

/**
 * 401 when not signed in, 403 when the account's level is below `minLevel` (admins from 2000). Only an account's own
 * login is staff: a user of an account is never (ADR 0027).
 */
export function requireAdmin(minLevel = adminLevel): RequestHandler {
  return async (req, _res, next) => {
    const session = await currentSession(req)
    if (!session) throw unauthorized()
    if (session.account.active < minLevel || session.user !== null) throw forbidden()
    admitted.set(req, session)
    next()
  }
}

/** The session that requirePermission or requireAdmin let through. */
export function signedIn(req: Request): SignedIn {
  const session = admitted.get(req)
  if (!session) throw new Error('signedIn() used on a route without requirePermission or requireAdmin')
  return session
}
