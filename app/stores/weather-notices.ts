import { create } from 'zustand'
import { apiGet } from '#app/lib/api-client.ts'
import { readNoticeMemory, rememberAcknowledged } from '#app/lib/notice-memory.ts'
import { type PublicNotice, type PublicNoticesAnswer, activeNotices } from '#domain/weather/notices.ts'

/** A page view older than this asks again on the next route change or when its tab comes back. */
export const noticesMaxAgeMs = 60_000

interface WeatherNoticeState {
  /** Active at the last check, newest first. */
  notices: PublicNotice[]
  /** The memory of dismissals is read and the first question asked. */
  started: boolean
  /** The first answer (or failure) is in. */
  loaded: boolean
  inFlight: boolean
  /** When the last answer came, on the browser's clock. */
  fetchedAt: number | null
  /** The server's clock minus the browser's: a notice ends at its end time, whatever the visitor's clock says. */
  skewMs: number
  firstViewPending: boolean
  dismissed: Set<string>
  /** The popup is on screen (its code loaded and rendered) since it last opened, and the notices it has shown. */
  onScreen: boolean
  shownKeys: string[]
  /** Reads the browser's memory of dismissals and asks for the notices, once; after hydration only. */
  start: () => void
  /** Asks again when the last answer is older than a minute. */
  refreshIfStale: () => void
  load: () => Promise<void>
  /** Drops the notices that have ended by now. */
  prune: () => void
  serverNow: () => number
  markShown: (keys: readonly string[]) => void
  /** The popup closed: if it was on screen, what it showed counts as read. */
  popupClosed: () => void
}

export const useWeatherNoticeStore = create<WeatherNoticeState>()((set, get) => ({
  notices: [],
  started: false,
  loaded: false,
  inFlight: false,
  fetchedAt: null,
  skewMs: 0,
  firstViewPending: false,
  dismissed: new Set(),
  onScreen: false,
  shownKeys: [],
  start: () => {
    if (get().started) return
    set({ ...readNoticeMemory(), started: true })
    void get().load()
  },
  refreshIfStale: () => {
    const { fetchedAt, inFlight, load } = get()
    if (!inFlight && fetchedAt !== null && Date.now() - fetchedAt > noticesMaxAgeMs) void load()
  },
  load: async () => {
    set({ inFlight: true })
    try {
      const answer = await apiGet<PublicNoticesAnswer>('/api/salt/notices')
      const received = Date.now()
      const skewMs = Date.parse(answer.now) - received
      set({
        notices: activeNotices(answer.notices, received + skewMs),
        skewMs: Number.isFinite(skewMs) ? skewMs : 0,
        loaded: true,
        inFlight: false,
        fetchedAt: received,
      })
    } catch {
      // Offline or a server error: the shortage text still shows; the notices are asked for again later.
      set({ loaded: true, inFlight: false, fetchedAt: Date.now() })
    }
  },
  prune: () => {
    const { notices, serverNow } = get()
    const active = activeNotices(notices, serverNow())
    if (active.length !== notices.length) set({ notices: active })
  },
  serverNow: () => Date.now() + get().skewMs,
  markShown: (keys) => {
    const { shownKeys, onScreen } = get()
    const added = keys.filter((key) => !shownKeys.includes(key))
    if (!onScreen || added.length > 0) set({ onScreen: true, shownKeys: [...shownKeys, ...added] })
  },
  popupClosed: () => {
    const { onScreen, shownKeys, dismissed } = get()
    if (!onScreen) return
    rememberAcknowledged(shownKeys)
    set({
      onScreen: false,
      shownKeys: [],
      firstViewPending: false,
      dismissed: new Set([...dismissed, ...shownKeys]),
    })
  },
}))
