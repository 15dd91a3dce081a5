import type { ReactNode } from 'react'

type Tone = 'waiting' | 'done' | 'closed' | 'warning'

const tones: Record<Tone, string> = {
  waiting: 'bg-amber-100 text-amber-950',
  done: 'bg-green-100 text-green-900',
  closed: 'bg-slate-200 text-slate-900',
  warning: 'bg-danger/10 text-danger',
}

/** What a status means for staff: still waiting for someone, handled, or closed. */
const statusTones: Record<string, Tone> = {
  new: 'waiting',
  approved: 'done',
  contacted: 'done',
  declined: 'closed',
  closed: 'closed',
}

export function QueueBadge({ tone, children }: { tone: Tone; children: ReactNode }) {
  return (
    <span
      className={`inline-block rounded px-2 py-0.5 text-[0.8rem] font-bold whitespace-nowrap ${tones[tone]}`}
    >
      {children}
    </span>
  )
}

export function StatusBadge({ status, label }: { status: string; label: string }) {
  return <QueueBadge tone={statusTones[status] ?? 'closed'}>{label}</QueueBadge>
}
