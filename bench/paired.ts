import { type LoadResult, type LoadTarget, measure } from './load.ts'

export interface PairedRatio {
  label: string
  requestsPerSecond: number
  baselineRequestsPerSecond: number
  ratio: number
}

/**
 * A page against its baseline (the bare Node server for a cached page, React alone for a render), each measured right
 * beside the other: baseline, page, baseline again, the page's rate over the mean of the two baseline rates. On cores
 * other processes share, the load drifts during a run; a baseline taken minutes earlier would measure the drift as
 * much as the page.
 */
export async function pairedWithBaseline(
  target: LoadTarget,
  baseline: LoadTarget,
  seconds: number,
): Promise<PairedRatio> {
  const before: LoadResult = await measure(baseline, seconds)
  const page: LoadResult = await measure(target, seconds)
  const after: LoadResult = await measure(baseline, seconds)
  const baselineRequestsPerSecond = (before.requestsPerSecond + after.requestsPerSecond) / 2
  return {
    label: target.label,
    requestsPerSecond: page.requestsPerSecond,
    baselineRequestsPerSecond,
    ratio: page.requestsPerSecond / baselineRequestsPerSecond,
  }
}
