import { useEffect } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { refreshProfile } from '#app/stores/auth-actions.ts'
import { useAuthStore } from '#app/stores/auth.ts'
import { usePopupStore } from '#app/stores/popup.ts'

/** Session storage: the urgent notice opens on the first page view of a browser session only. */
const urgentNoticeSeenKey = 'urgentNoticeSeen'

/**
 * Start-up work after hydration, once per page load: the profile of a stored token (spec 4), the mailed
 * reset link `/?reset=TOKEN`, and the urgent notice (spec 1). Renders nothing.
 */
export function AuthBootstrap() {
  const navigate = useNavigate()
  const location = useLocation()

  useEffect(() => {
    // A task later: the layouts' guards run their first effects in this same commit, and a guard that sends
    // a visitor to sign in queues that popup first; the notice must not cover it.
    const timer = setTimeout(() => {
      if (useAuthStore.getState().token) void refreshProfile(navigate)
      const resetToken = new URLSearchParams(location.search).get('reset')
      if (resetToken !== null) openResetLink(resetToken)
      // Staff at work in the admin area are not visitors: the shortage notice would only stand in their way.
      else if (!location.pathname.startsWith('/admin') && firstViewOfSession()) openUrgentNotice()
    }, 0)
    return () => clearTimeout(timer)

    function openResetLink(token: string) {
      const search = new URLSearchParams(location.search)
      search.delete('reset')
      usePopupStore.getState().openAfterLeaving(location.key, 'resetPass', { token })
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

function firstViewOfSession(): boolean {
  try {
    if (sessionStorage.getItem(urgentNoticeSeenKey)) return false
    sessionStorage.setItem(urgentNoticeSeenKey, '1')
    return true
  } catch {
    // Without session storage, once per page load is the best we can do.
    return true
  }
}

function openUrgentNotice() {
  const popups = usePopupStore.getState()
  if (popups.kind === null && popups.queued === null) popups.open('urgent')
}
