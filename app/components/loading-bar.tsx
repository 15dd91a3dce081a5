import { type CSSProperties, useEffect, useState } from 'react'
import { useNavigation } from 'react-router'
import { type LoadingPhase, settledLoadingPhase } from './loading-phase.ts'

/** The bar shows only for navigations longer than 200 ms and creeps toward the end over 5000 ms. */
const throttleMs = 200
const durationMs = 5000
const finishMs = 250

const barStyle: Record<Exclude<LoadingPhase, 'hidden'>, CSSProperties> = {
  starting: { transform: 'scaleX(0)' },
  running: {
    transform: 'scaleX(0.92)',
    transition: `transform ${durationMs}ms cubic-bezier(0.1, 0.6, 0.3, 1)`,
  },
  finishing: {
    transform: 'scaleX(1)',
    opacity: 0,
    transition: `transform ${finishMs}ms ease-out, opacity ${finishMs}ms ease-in ${finishMs}ms`,
  },
}

/** The route loading bar at the top of the page. */
export function LoadingBar() {
  const phase = useLoadingPhase(useNavigation().state !== 'idle')
  if (phase === 'hidden') return null
  return (
    <div
      role="progressbar"
      aria-label="Loading page"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={phase === 'finishing' ? 100 : undefined}
      className="pointer-events-none fixed inset-x-0 top-0 z-[70] h-1"
    >
      <div
        className="h-full origin-left bg-accent shadow-[0_0_6px_var(--color-accent)]"
        style={barStyle[phase]}
      />
    </div>
  )
}

function useLoadingPhase(busy: boolean): LoadingPhase {
  const [phase, setPhase] = useState<LoadingPhase>('hidden')
  // Adjusted while rendering (not in an effect), on every render: a finished navigation completes the bar.
  const settled = settledLoadingPhase(phase, busy)
  if (settled !== phase) setPhase(settled)

  useEffect(() => {
    if (!busy) return
    const timer = window.setTimeout(() => setPhase('starting'), throttleMs)
    return () => window.clearTimeout(timer)
  }, [busy])

  useEffect(() => {
    if (phase === 'starting') {
      // Two frames: the empty bar must be painted before the transition toward the end can run.
      let frame = requestAnimationFrame(() => {
        frame = requestAnimationFrame(() => setPhase('running'))
      })
      return () => cancelAnimationFrame(frame)
    }
    if (phase === 'finishing') {
      const timer = window.setTimeout(() => setPhase('hidden'), finishMs * 2)
      return () => window.clearTimeout(timer)
    }
  }, [phase])

  return phase
}
