import { type LoadResult, type LoadTarget, measure } from './load.ts'

export interface PairedRatio {
  label: string
  requestsPerSecond: number
  bareRequestsPerSecond: number
  ratio: number
}

/**
 * The cached page against the bare Node server, each measured right beside the other: bare, page, bare again, the
 * page's rate over the mean of the two bare rates. On cores other processes share, the load drifts during a run; a
 * baseline taken minutes earlier would measure the drift as much as the page cache.
 */
export async function pairedWithBare(
  target: LoadTarget,
  bare: LoadTarget,
  seconds: number,
): Promise<PairedRatio> {
  const before: LoadResult = await measure(bare, seconds)
  const page: LoadResult = await measure(target, seconds)
  const after: LoadResult = await measure(bare, seconds)
  const bareRequestsPerSecond = (before.requestsPerSecond + after.requestsPerSecond) / 2
  return {
    label: target.label,
    requestsPerSecond: page.requestsPerSecond,
    bareRequestsPerSecond,
    ratio: page.requestsPerSecond / bareRequestsPerSecond,
  }
}
