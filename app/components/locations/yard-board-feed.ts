import type { YardBoard, YardBoardAnswer } from '#domain/locations/yard-board.ts'

/**
 * The board's answers, one poll per address however many parts of the page show it (/location's eleven cards share
 * one). Polled while someone listens and the tab is visible; a hidden tab asks nothing, and asks at once when it
 * shows again. A failed poll keeps the last answer: the board is a help, never a reason to break the page.
 */
export const yardBoardPollMs = 60_000

type Listener = (yards: readonly YardBoard[]) => void

interface Feed {
  listeners: Set<Listener>
  yards: readonly YardBoard[] | null
  timer: number | undefined
  stop: () => void
}

const feeds = new Map<string, Feed>()

async function poll(path: string, feed: Feed) {
  try {
    const response = await fetch(path, { headers: { accept: 'application/json' } })
    if (!response.ok) return
    const answer = (await response.json()) as YardBoardAnswer
    feed.yards = answer.yards
    for (const listener of feed.listeners) listener(answer.yards)
  } catch {
    // Offline or the server restarting: the next poll tries again.
  }
}

function startFeed(path: string): Feed {
  const feed: Feed = { listeners: new Set(), yards: null, timer: undefined, stop: () => undefined }
  const run = () => {
    window.clearInterval(feed.timer)
    feed.timer = undefined
    if (document.visibilityState !== 'visible') return
    void poll(path, feed)
    feed.timer = window.setInterval(() => void poll(path, feed), yardBoardPollMs)
  }
  document.addEventListener('visibilitychange', run)
  feed.stop = () => {
    window.clearInterval(feed.timer)
    document.removeEventListener('visibilitychange', run)
  }
  run()
  return feed
}

/** Listens to the board at `path`; answers the function that stops listening (the last one stops the poll). */
export function listenToYardBoard(path: string, listener: Listener): () => void {
  let feed = feeds.get(path)
  if (!feed) {
    feed = startFeed(path)
    feeds.set(path, feed)
  }
  feed.listeners.add(listener)
  if (feed.yards) listener(feed.yards)
  const listening = feed
  return () => {
    listening.listeners.delete(listener)
    if (listening.listeners.size > 0) return
    listening.stop()
    feeds.delete(path)
  }
}
