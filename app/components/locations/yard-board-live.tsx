import { useEffect, useRef, useState } from 'react'
import { formatTorontoDateTime } from '#domain/kernel/shop-time/format.ts'
import type { YardBoard } from '#domain/locations/yard-board.ts'
import { alertLine, closesInText, waitText, yardBoardLabel } from '#domain/locations/yard-board-texts.ts'
import type { AlertColour } from '#domain/weather/cap-alert.ts'
import { listenToYardBoard } from './yard-board-feed.ts'

/** The board's lazy half (ADR 0037): loaded after the page, so a first visit's scripts stay within their budgets. */

const alertStyles: Record<AlertColour | 'none', string> = {
  yellow: 'border-yellow-500 bg-yellow-50 text-yellow-950',
  orange: 'border-orange-600 bg-orange-50 text-orange-950',
  red: 'border-red-700 bg-red-50 text-red-950',
  none: 'border-slate-400 bg-slate-50 text-slate-900',
}

function boardLines(yard: YardBoard) {
  const { alert } = yard
  return {
    alert: alert && alertLine(alert.colour, alert.title, alert.until && formatTorontoDateTime(alert.until)),
    closing: yard.closesInMinutes === null ? null : closesInText(yard.closesInMinutes),
    wait: waitText(yard.wait, yard.pickupsLastHour),
  }
}

function useYards(path: string): readonly YardBoard[] | null {
  const [yards, setYards] = useState<readonly YardBoard[] | null>(null)
  useEffect(() => listenToYardBoard(path, setYards), [path])
  return yards
}

/** One yard's board, as lines under its opening status; nothing until the first answer is in. */
function YardBoardLines({ slug, path }: { slug: string; path: string }) {
  const yard = useYards(path)?.find((candidate) => candidate.slug === slug)
  if (!yard) return null
  const lines = boardLines(yard)
  return (
    <ul
      aria-label={yardBoardLabel}
      data-testid="yard-board"
      className="mt-2 flex flex-col items-start gap-1 text-[0.85rem]"
    >
      {lines.alert && (
        <li
          className={`rounded border-l-4 px-2 py-1 font-semibold ${alertStyles[yard.alert?.colour ?? 'none']}`}
        >
          {lines.alert}
        </li>
      )}
      {lines.closing && (
        <li className="rounded border-l-4 border-amber-600 bg-amber-50 px-2 py-1 text-amber-950">
          {lines.closing}
        </li>
      )}
      <li className="rounded border-l-4 border-slate-400 bg-white px-2 py-1 text-slate-900">{lines.wait}</li>
    </ul>
  )
}

/** What a change is announced for: the alert, the closing countdown starting, the wait level (not every figure). */
const announcedState = (yard: YardBoard) =>
  JSON.stringify([yard.alert?.colour, yard.alert?.title, yard.closesInMinutes !== null, yard.wait])

function announcement(yard: YardBoard): string {
  const lines = boardLines(yard)
  return `${yard.name}: ${[lines.alert, lines.closing, lines.wait].filter(Boolean).join('. ')}.`
}

/**
 * The page's one polite live region for the board: silent at the first answer (the lines say it where they stand),
 * then a sentence for each yard whose alert, countdown or wait level changed, so a minute's new figure is not read.
 */
function YardBoardAnnouncer({ path }: { path: string }) {
  const seen = useRef<Map<string, string> | null>(null)
  const [message, setMessage] = useState('')
  useEffect(
    () =>
      listenToYardBoard(path, (yards) => {
        const before = seen.current
        seen.current = new Map(yards.map((yard) => [yard.slug, announcedState(yard)]))
        if (!before) return
        const changed = yards.filter((yard) => before.get(yard.slug) !== announcedState(yard))
        if (changed.length > 0) setMessage(changed.map(announcement).join(' '))
      }),
    [path],
  )
  return (
    <p className="sr-only" aria-live="polite" data-testid="yard-board-announcer">
      {message}
    </p>
  )
}

/**
 * On a yard's page (`ownPage`): its lines from its own answer and the page's live region. On /location, whose cards
 * share every yard's answer: a card's lines (`slug`), or the list's one live region (no `slug`).
 */
export interface YardBoardProps {
  slug?: string
  ownPage?: boolean
}

export function YardBoard({ slug, ownPage }: YardBoardProps) {
  const path = ownPage ? `/api/salt/locations/${slug}/board` : '/api/salt/locations/board'
  return (
    <>
      {slug && <YardBoardLines slug={slug} path={path} />}
      {(ownPage || !slug) && <YardBoardAnnouncer path={path} />}
    </>
  )
}
