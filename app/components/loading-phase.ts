export type LoadingPhase = 'hidden' | 'starting' | 'running' | 'finishing'

/**
 * The bar's phase once the navigation's state is known. A bar that is starting or running completes as soon as the
 * navigation is over, whichever order the events came in: the start timer can fire after the navigation ended but
 * before React cleaned the timer up, and a bar started then would otherwise stay at 92 % for good.
 */
export function settledLoadingPhase(phase: LoadingPhase, busy: boolean): LoadingPhase {
  return !busy && (phase === 'starting' || phase === 'running') ? 'finishing' : phase
}
