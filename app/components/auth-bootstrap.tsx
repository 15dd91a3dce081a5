import { useEffect } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { afterThisTask } from '#app/lib/after-this-task.ts'
import { refreshProfile } from '#app/stores/auth-actions.ts'
import { useAuthStore } from '#app/stores/auth.ts'
import { usePopupStore } from '#app/stores/popup.ts'
import { resetTokenParameter, setPasswordParameter } from '#domain/account/password-link.ts'

/**
 * Start-up work after hydration, once per page load: the profile of a stored token and the mailed
 * reset link `/?reset=TOKEN`. The urgent notice has its own gate (urgent-notice-gate.tsx). Renders nothing.
 */
export function AuthBootstrap() {
  const navigate = useNavigate()
  const location = useLocation()

  useEffect(() => {
    // A task later: the layouts' guards run their first effects in this same commit.
    return afterThisTask(() => {
      if (useAuthStore.getState().token) void refreshProfile(navigate)
      const resetToken = new URLSearchParams(location.search).get(resetTokenParameter)
      if (resetToken !== null) openResetLink(resetToken)
    })

    function openResetLink(token: string) {
      const search = new URLSearchParams(location.search)
      const setPassword = search.has(setPasswordParameter)
      search.delete(resetTokenParameter)
      search.delete(setPasswordParameter)
      usePopupStore.getState().openAfterLeaving(location.key, 'resetPass', { token, setPassword })
      // The token leaves the address bar (and the history) as soon as it has been read.
      void navigate(
        { pathname: location.pathname, search: search.toString(), hash: location.hash },
        { replace: true },
      )
    }
    // Start-up work, for the page the visitor arrived on only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  return null
}
