import type { NavigateFunction } from 'react-router'
import { isAdminLevel } from '#domain/account/access.ts'
import type { LoginResult, LoginStatus, Profile } from '#domain/account/answers.ts'
import { ApiError, apiGet, apiPost } from '#app/lib/api-client.ts'
import type { LoginInput } from '#domain/account/schemas.ts'
import { useAuthStore } from './auth.ts'
import { usePopupStore } from './popup.ts'
import { useSaltAdminStore } from './salt-admin.ts'
import { useSaltStore } from './salt.ts'

/** How long the overlay shows before logging out, as on the original site. */
export const logoutDelayMs = 1000

const areaHome = (admin: boolean) => (admin ? '/admin/' : '/profile')

/** Puts a loaded profile where it belongs: admins (active ≥ 2000) in salt-admin, customers in salt. */
function applyProfile(profile: Profile) {
  const admin = isAdminLevel(profile.active)
  useSaltStore.getState().setAccount(admin ? null : profile)
  useSaltAdminStore.getState().setAccount(admin ? profile : null)
  const auth = useAuthStore.getState()
  auth.setAuth(true)
  auth.setAdmin(admin)
}

/** Forgets the session here: the stored token, auth, account and admin state. */
export function clearSession() {
  useAuthStore.getState().setToken(null)
  useAuthStore.getState().reset()
  useSaltStore.getState().reset()
  useSaltAdminStore.getState().reset()
}

let profileInFlight: Promise<Profile | null> | null = null

/**
 * Loads the profile of the stored token. Start-up and the account layouts may ask at the same moment: they
 * share one request. A failure (401, network) clears the session and goes to /; it resolves null.
 */
export function refreshProfile(navigate: NavigateFunction): Promise<Profile | null> {
  profileInFlight ??= loadProfile(navigate).finally(() => {
    profileInFlight = null
  })
  return profileInFlight
}

/** How long to wait before asking once more when the profile call got no answer at all. */
export const profileRetryDelayMs = 1000

async function loadProfile(navigate: NavigateFunction, retried = false): Promise<Profile | null> {
  try {
    const profile = await apiGet<Profile>('/api/salt/profile')
    applyProfile(profile)
    return profile
  } catch (error) {
    // No answer at all is also what a request cut off by leaving the page looks like; signing the customer out
    // for that would end their session on every quick reload. One retry later (never run if the page is gone).
    const answered = error instanceof ApiError && error.status > 0
    if (!answered && !retried) {
      await new Promise((resolve) => setTimeout(resolve, profileRetryDelayMs))
      return loadProfile(navigate, true)
    }
    clearSession()
    await navigate('/', { replace: true })
    return null
  }
}

/**
 * Signs in with credentials parsed by loginSchema (which lower-cases the username; the form parses
 * them, so zod stays out of the first page load), keeps the token and loads the profile. With a redirect
 * (the default) admins go to /admin/ and others to /profile; without one the popup just closes.
 * A refused sign-in throws the ApiError (401 wrong credentials, 429 too many attempts).
 */
export async function signIn(
  credentials: LoginInput,
  { navigate, redirect = true }: { navigate: NavigateFunction; redirect?: boolean },
) {
  const { token } = await apiPost<LoginResult>('/api/salt/login', credentials)
  useAuthStore.getState().setToken(token)
  const profile = await refreshProfile(navigate)
  if (!profile) return
  usePopupStore.getState().close()
  if (redirect) await navigate(areaHome(isAdminLevel(profile.active)))
}

/** My Salt Card: signed in → the account area; not signed in, or the check fails → the sign-in popup. */
export async function goToMySaltCard(navigate: NavigateFunction) {
  try {
    const status = await apiGet<LoginStatus>('/api/salt/is-logged')
    if (status.logged) return await navigate(areaHome(status.admin))
    // The stored token (if any) expired or was revoked elsewhere.
    if (useAuthStore.getState().token) clearSession()
  } catch {
    // A failed is-logged opens the sign-in popup too.
  }
  usePopupStore.getState().open('signin', { redirect: true })
}

/**
 * Logout as the original site does it: overlay, 1000 ms, clear the token, reset auth, account and admin state, then /.
 * We also revoke the session on the server (a failure there must not keep anyone signed in here).
 */
export async function logout(navigate: NavigateFunction) {
  const auth = useAuthStore.getState()
  auth.setLoading(true)
  await new Promise((resolve) => setTimeout(resolve, logoutDelayMs))
  if (auth.token) await apiPost('/api/salt/logout').catch(() => undefined)
  clearSession()
  // The overlay stays up until home has painted, so the account page never flashes its signed-out state.
  await navigate('/', { flushSync: true })
  await nextPaint()
  useAuthStore.getState().setLoading(false)
}

/** Always answers success, whether or not the address has an account. */
export async function requestPasswordReset(email: string) {
  await apiPost<{ success: true }>('/api/salt/reset', { email })
}

export async function changePassword(token: string, newPass: string) {
  await apiPost<{ success: true }>('/api/salt/change-pass', { token, newPass })
}

/** Resolves after the browser's next frame; at once where there is none (server, tests). */
function nextPaint(): Promise<void> {
  if (typeof requestAnimationFrame !== 'function') return Promise.resolve()
  return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())))
}
