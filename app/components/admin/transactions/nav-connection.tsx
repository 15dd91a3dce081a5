import { useId, useState } from 'react'
import { Notice } from '#app/components/ui/notice.tsx'
import type { NavConnectorState } from '#domain/admin/transactions/answers.ts'
import { apiPut } from '#app/lib/api-client.ts'
import {
  odataConnectorText,
  outageOnText,
  outageSwitchFailedText,
  outageSwitchLabel,
  sandboxConnectorText,
} from '#domain/admin/transactions/texts.ts'

interface NavConnectionProps {
  nav: NavConnectorState
  /** The state the server answered after a switch. */
  onChange: (nav: NavConnectorState) => void
}

/**
 * Where postings go, from the server: the real NAV, or the sandbox with its "Simulate NAV outage" switch (absent
 * with the real NAV, whose endpoint refuses it too).
 */
export function NavConnection({ nav, onChange }: NavConnectionProps) {
  const sandbox = nav.connector === 'sandbox'
  return (
    <section aria-label="NAV connection" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-[0.95rem] text-slate-700">{sandbox ? sandboxConnectorText : odataConnectorText}</p>
        {sandbox && <OutageSwitch on={nav.outage === true} onChange={onChange} />}
      </div>
      {sandbox && nav.outage && <Notice tone="error">{outageOnText}</Notice>}
    </section>
  )
}

function OutageSwitch({ on, onChange }: { on: boolean; onChange: NavConnectionProps['onChange'] }) {
  const labelId = useId()
  const [busy, setBusy] = useState(false)
  const [failed, setFailed] = useState(false)

  async function toggle() {
    setBusy(true)
    setFailed(false)
    try {
      onChange(await apiPut<NavConnectorState>('/api/salt/admin/nav-outage', { on: !on }))
    } catch {
      setFailed(true)
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="flex flex-col items-end gap-1">
      <div className="flex items-center gap-3">
        <span id={labelId} className="font-semibold">
          {outageSwitchLabel}
        </span>
        <button
          type="button"
          role="switch"
          aria-checked={on}
          aria-labelledby={labelId}
          aria-busy={busy}
          disabled={busy}
          onClick={() => void toggle()}
          className={`relative inline-flex h-8 w-14 shrink-0 items-center rounded-full border-2 transition-colors focus-visible:ring-2 focus-visible:ring-brand/40 focus-visible:outline-none disabled:opacity-60 ${
            on ? 'border-danger bg-danger' : 'border-slate-400 bg-slate-200'
          }`}
        >
          <span
            aria-hidden="true"
            className={`inline-block h-6 w-6 rounded-full bg-white shadow transition-transform ${
              on ? 'translate-x-6' : 'translate-x-0.5'
            }`}
          />
        </button>
        <span aria-hidden="true" className="w-7 text-[0.85rem] font-semibold">
          {on ? 'On' : 'Off'}
        </span>
      </div>
      {failed && (
        <p role="alert" className="text-[0.85rem] font-semibold text-danger">
          {outageSwitchFailedText}
        </p>
      )}
    </div>
  )
}
