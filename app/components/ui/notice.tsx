import type { ReactNode } from 'react'

type Tone = 'success' | 'error' | 'info'

const tones: Record<Tone, string> = {
  success: 'border-green-700 bg-green-50',
  error: 'border-danger bg-danger/5',
  info: 'border-brand bg-salt',
}

/** A message box; errors are alerts (announced at once), the others polite status messages. */
export function Notice({ tone, title, children }: { tone: Tone; title?: string; children: ReactNode }) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`flex flex-col gap-1 rounded border-l-4 px-4 py-3 ${tones[tone]}`}
    >
      {title && <p className="font-bold">{title}</p>}
      <div>{children}</div>
    </div>
  )
}
