import { existsSync, readFileSync } from 'node:fs'
import { formatTable } from './table.ts'

/**
 * What a render costs the server in CPU time, read from Linux's `/proc` around a batch of requests. Requests per second
 * on cores the load generator and other processes share move with their load; the CPU a server spends per request
 * moves much less, so this is the figure to compare before and after a change to the render.
 */
export interface RenderCpu {
  label: string
  /** All of the process's threads: JavaScript, the compression thread pool, the garbage collector's helpers. */
  processMs: number
  /** The event loop's thread alone, the one a Node server cannot spread over more cores. */
  mainThreadMs: number
}

const warmUp = 100
const measured = 600
const callers = 4

/** Milliseconds of CPU (user + system) a process or one of its threads has used, from its `stat` file. */
function cpuMs(statFile: string): number {
  const fields = readFileSync(statFile, 'utf8').split(') ')[1]!.split(' ')
  const ticksPerMs = 0.1 // Linux counts in clock ticks of 10 ms (USER_HZ 100)
  return (Number(fields[11]) + Number(fields[12])) / ticksPerMs
}

export const canReadCpu = (pid: number) => existsSync(`/proc/${pid}/task/${pid}/stat`)

/** Sends `count` requests, `callers` at a time, each to a new address when `uncached` so no cache answers. */
async function send(url: string, count: number, uncached: boolean, headers: Record<string, string>) {
  let sent = 0
  const caller = async () => {
    while (sent < count) {
      sent += 1
      const address = uncached
        ? `${url}${url.includes('?') ? '&' : '?'}uncached=${sent}-${Math.random()}`
        : url
      await (await fetch(address, { headers })).arrayBuffer()
    }
  }
  await Promise.all(Array.from({ length: callers }, caller))
}

export async function renderCpu(
  label: string,
  pid: number,
  url: string,
  { uncached = true, headers = {} }: { uncached?: boolean; headers?: Record<string, string> } = {},
): Promise<RenderCpu> {
  await send(url, warmUp, uncached, headers)
  const wholeProcess = `/proc/${pid}/stat`
  const mainThread = `/proc/${pid}/task/${pid}/stat`
  const before = { process: cpuMs(wholeProcess), mainThread: cpuMs(mainThread) }
  await send(url, measured, uncached, headers)
  return {
    label,
    processMs: (cpuMs(wholeProcess) - before.process) / measured,
    mainThreadMs: (cpuMs(mainThread) - before.mainThread) / measured,
  }
}

/** One row per page; the ratios compare with the first row, React alone. */
export function renderCpuTable(rows: RenderCpu[]): string {
  const [baseline] = rows
  if (!baseline) return ''
  const ms = (value: number) => value.toFixed(2)
  return formatTable([
    ['render', 'CPU ms (process)', 'CPU ms (main thread)', 'React alone ÷ this (process)', '(main thread)'],
    ...rows.map((row) => [
      row.label,
      ms(row.processMs),
      ms(row.mainThreadMs),
      `${(baseline.processMs / row.processMs).toFixed(2)}×`,
      `${(baseline.mainThreadMs / row.mainThreadMs).toFixed(2)}×`,
    ]),
  ])
}
