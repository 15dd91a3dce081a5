import { useEffect, useRef } from 'react'
import { useLocation, useNavigate } from 'react-router'
import type { AreaAccess } from '#app/lib/guards.ts'
import { refreshProfile } from '#app/stores/auth-actions.ts'
import { useAuthStore } from '#app/stores/auth.ts'
import { usePopupStore } from '#app/stores/popup.ts'

/**
 * Runs an account layout's guard: raises the 'load' flag (in the auth store) and loads the profile,
 * once per entry into the area, while the layout's rule wants it; then acts on the access decision.
 * Returns whether the page may show.
 */
export function useAccountArea(access: AreaAccess, loadFlag: boolean): boolean {
  const navigate = useNavigate()
  const { key } = useLocation()
  const token = useAuthStore((state) => state.token)
  const setLoad = useAuthStore((state) => state.setLoad)
  const loadStarted = useRef(false)
  const entryChecked = useRef(false)

  useEffect(() => {
    setLoad(loadFlag)
  }, [loadFlag, setLoad])

  useEffect(() => {
    // No token, no profile to load: a visitor is sent to sign in below, and whoever ended a session
    // (log out, a failed load) is already on the way home.
    if (!loadFlag || !token || loadStarted.current) return
    loadStarted.current = true
    void refreshProfile(navigate).finally(() => setLoad(false))
  }, [loadFlag, token, navigate, setLoad])

  const redirectTo = access.kind === 'redirect' ? access.to : null
  useEffect(() => {
    const arriving = !entryChecked.current
    entryChecked.current = true
    if (access.kind === 'signIn' && arriving) {
      usePopupStore.getState().openAfterLeaving(key, 'signin', { redirect: true })
      void navigate('/', { replace: true })
    } else if (redirectTo) {
      void navigate(redirectTo, { replace: true })
    }
    // Only the decision matters here, not the location entry it was made on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [access.kind, redirectTo, navigate])

  return access.kind === 'show'
}
