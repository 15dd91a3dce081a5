import { type ComponentType, useEffect, useState } from 'react'
import type { YardBoardProps } from './yard-board-live.tsx'

/**
 * After the page's load event, when its own work is done: the status text paints with the page, the board follows.
 * Its code then loads outside a first visit's scripts (the budgets), and its first answer never competes with the
 * page's boot for a phone's connection.
 */
const startAfterLoadMs = 2_000

/**
 * The live yard board's first-load half (ADR 0037): nothing in the page's HTML (which the page cache shares with
 * every visitor); the board's code is its own chunk, imported once the page has loaded.
 */
export function LiveYardBoard(props: YardBoardProps) {
  const [Board, setBoard] = useState<ComponentType<YardBoardProps> | null>(null)
  useEffect(() => {
    let timer: number | undefined
    let mounted = true
    const start = () => {
      timer = window.setTimeout(() => {
        void import('./yard-board-live.tsx').then((module) => mounted && setBoard(() => module.YardBoard))
      }, startAfterLoadMs)
    }
    if (document.readyState === 'complete') start()
    else window.addEventListener('load', start, { once: true })
    return () => {
      mounted = false
      window.removeEventListener('load', start)
      window.clearTimeout(timer)
    }
  }, [])
  return Board && <Board {...props} />
}
