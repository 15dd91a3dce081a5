import { useEffect, useReducer } from 'react'
import { useLocation, useNavigation } from 'react-router'
import { afterThisTask } from '#app/lib/after-this-task.ts'
import { urgentNoticeStep } from '#domain/weather/urgent-notice-gate.ts'
import { type PublicNotice, nextNoticeEnd, notDismissed, noticesForPage } from '#domain/weather/notices.ts'
import { useMenuStore } from '#app/stores/menu.ts'
import { usePopupStore } from '#app/stores/popup.ts'
import { useWeatherNoticeStore } from '#app/stores/weather-notices.ts'

/** setTimeout holds at most about 24.8 days; a notice ending later is looked at again after a day. */
const longestWaitMs = 86_400_000

/**
 * Opens the urgent notice when it is wanted and nothing the visitor opened is in the way, asks the API for
 * the active weather notices (pages come from a cache; the notices never do), and drops each notice at its end,
 * with the popup open or not. Renders nothing.
 */
export function UrgentNoticeGate() {
  const { pathname } = useLocation()
  const navigating = useNavigation().state !== 'idle'
  const notices = useWeatherNoticeStore((state) => state.notices)
  const loaded = useWeatherNoticeStore((state) => state.loaded)
  const firstViewPending = useWeatherNoticeStore((state) => state.firstViewPending)
  const dismissed = useWeatherNoticeStore((state) => state.dismissed)
  const popup = usePopupStore((state) => state.kind)
  const popupQueued = usePopupStore((state) => state.queued !== null)
  const visitorPanelOpen = useMenuStore((state) => state.sidebarOpen || state.mobileMenuOpen)
  const staffPage = pathname.startsWith('/admin')

  useNoticesFetch(pathname, staffPage)
  useNoticeExpiry(notices)
  useEffect(
    () =>
      usePopupStore.subscribe((state, previous) => {
        if (previous.kind === 'urgent' && state.kind !== 'urgent')
          useWeatherNoticeStore.getState().popupClosed()
      }),
    [],
  )

  const wanted = firstViewPending || notDismissed(noticesForPage(notices, pathname), dismissed).length > 0
  const step = urgentNoticeStep({
    staffPage,
    noticesLoaded: loaded,
    wanted,
    popup,
    popupQueued,
    visitorPanelOpen,
    navigating,
  })
  useEffect(() => {
    if (step === 'step-aside') usePopupStore.getState().close()
    if (step !== 'open') return
    // A task later, checked again then: this commit's other effects (a guard queuing sign-in, a route change closing
    // popups) and a click in the same moment all go first.
    return afterThisTask(() => {
      const popups = usePopupStore.getState()
      const nav = useMenuStore.getState()
      if (popups.kind === null && !popups.queued && !nav.sidebarOpen && !nav.mobileMenuOpen)
        popups.open('urgent')
    })
  }, [step])

  return null
}

/** The first public page view asks at once; later ones when the last answer is older than a minute. */
function useNoticesFetch(pathname: string, staffPage: boolean) {
  useEffect(() => {
    if (staffPage) return
    // A task later: at hydration this commit's effects already make the page load's longest task.
    return afterThisTask(() => {
      const store = useWeatherNoticeStore.getState()
      store.start()
      store.refreshIfStale()
    })
  }, [pathname, staffPage])
  useEffect(() => {
    if (staffPage) return
    const onVisible = () => {
      if (document.visibilityState === 'visible') useWeatherNoticeStore.getState().refreshIfStale()
    }
    document.addEventListener('visibilitychange', onVisible)
    return () => document.removeEventListener('visibilitychange', onVisible)
  }, [staffPage])
}

/** A notice disappears at its end without a reload, also from the open popup. */
function useNoticeExpiry(notices: readonly PublicNotice[]) {
  const [wake, wakeUp] = useReducer((count: number) => count + 1, 0)
  useEffect(() => {
    const { serverNow } = useWeatherNoticeStore.getState()
    const end = nextNoticeEnd(notices, serverNow())
    if (end === undefined) return
    const timer = setTimeout(
      () => {
        useWeatherNoticeStore.getState().prune()
        wakeUp()
      },
      Math.min(end - serverNow(), longestWaitMs),
    )
    return () => clearTimeout(timer)
  }, [notices, wake])
}
