import { useSyncExternalStore } from 'react'

/**
 * The current minute (minutes since 1970), shared by every component on the page and updated on the minute by one
 * timer. `null` while hydrating: the server's render has no browser clock, so a component shows what the server sent
 * and React re-renders it with the browser's minute right after hydration, without a mismatch.
 */
export function useMinute(): number | null {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot)
}

const minuteMs = 60_000
const listeners = new Set<() => void>()
let current: number | undefined
let timer: ReturnType<typeof setTimeout> | undefined

const thisMinute = () => Math.floor(Date.now() / minuteMs)

function scheduleTick() {
  // A few milliseconds past the turn of the minute, so the new minute has surely begun when the timer fires.
  timer = setTimeout(tick, minuteMs - (Date.now() % minuteMs) + 5)
}

function tick() {
  const minute = thisMinute()
  if (minute !== current) {
    current = minute
    for (const listener of listeners) listener()
  }
  scheduleTick()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  if (listeners.size === 1) {
    current = thisMinute()
    scheduleTick()
  }
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0) {
      clearTimeout(timer)
      timer = undefined
    }
  }
}

/** Fresh when nothing is subscribed (the timer is off); otherwise the minute the timer last saw. */
function getSnapshot(): number {
  if (listeners.size === 0 || current === undefined) current = thisMinute()
  return current
}

const getServerSnapshot = () => null
