import type { ReactNode } from 'react'

export type BadgeTone = 'waiting' | 'done' | 'closed' | 'warning'

/** The shape every status badge shares; a section adds its own colours where the tones do not fit. */
export const badgeClass = 'inline-block rounded px-2 py-0.5 text-[0.8rem] font-bold whitespace-nowrap'

const tones: Record<BadgeTone, string> = {
  waiting: 'bg-amber-100 text-amber-950',
  done: 'bg-green-100 text-green-900',
  closed: 'bg-slate-200 text-slate-900',
  warning: 'bg-danger/10 text-danger',
}

/** A short status in words and colour: still waiting for someone, handled, closed, or a warning. */
export function Badge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return <span className={`${badgeClass} ${tones[tone]}`}>{children}</span>
}
