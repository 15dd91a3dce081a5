import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { connect, createServer } from 'node:net'

/** A server running as a child process, the way `npm start` runs it: it can be killed and started again. */
export interface AppProcess {
  name: string
  port: number
  url: string
  /** The process id of the running child. */
  readonly pid: number
  /** Sends `signal` and waits until the process has exited; SIGKILL gives it no chance to tidy up. */
  kill(signal?: NodeJS.Signals): Promise<void>
  /** SIGTERM (a graceful shutdown), then SIGKILL if it has not exited after 10 s. */
  stop(): Promise<void>
  /** A new process with the same entry, environment and port, after the old one has exited. */
  restart(): Promise<void>
  /** What the process printed (captured output only), for a failure's message. */
  output(): string
  /** Every line the current process wrote to stdout (pino's JSON) and to stderr, when captured. */
  stdout: string[]
  stderr: string[]
  /** How the current process ended; null while it runs. */
  ended(): { code: number | null; signal: NodeJS.Signals | null } | null
}

export interface AppProcessOptions {
  name: string
  /** A TypeScript entry point, run under tsx: `scripts/start.ts` is `npm start`. */
  entry?: string
  port: number
  /** The child's whole environment (PORT is added); nothing else of the parent's leaks in. */
  env: NodeJS.ProcessEnv
  healthPath?: string
  timeoutMs?: number
  /** `inherit` prints the child's output with the parent's; `capture` keeps its tail for error messages. */
  stdio?: 'inherit' | 'capture'
}

const exited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null

/** Children still running: if the test process ends without stopping them (a crash, a timeout), they go with it. */
const running = new Set<ChildProcess>()
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL')
})

/** Polls `url` until it answers 2xx; fails early if the process exits first. */
async function waitUntilUp(child: ChildProcess, name: string, url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (exited(child))
      throw new Error(`${name} exited (${child.exitCode ?? child.signalCode}) before answering`)
    const ok = await fetch(url, { signal: AbortSignal.timeout(5_000) }).then(
      async (response) => (await response.arrayBuffer(), response.ok),
      () => false,
    )
    if (ok) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`${name} did not answer ${url} within ${timeoutMs / 1000} s`)
}

async function signalAndWait(child: ChildProcess, signal: NodeJS.Signals, forceAfterMs?: number) {
  if (exited(child)) return
  const exit = once(child, 'exit')
  child.kill(signal)
  const force = forceAfterMs === undefined ? undefined : setTimeout(() => child.kill('SIGKILL'), forceAfterMs)
  await exit
  clearTimeout(force)
}

/** Whether something already listens on the loopback port (it would answer the health check instead). */
function portInUse(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1')
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer()
    server.once('error', () => resolve(false))
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)))
  })
}

const taken = new Set<number>()
/**
 * A loopback port in [from, to] that nothing listens on and this process has not handed out before (a child may
 * take a moment to bind the one it was given). A port is reserved before it is probed, so two calls at once never
 * hand out the same one.
 */
export async function freePort(from: number, to: number): Promise<number> {
  for (let port = from; port <= to; port++) {
    if (taken.has(port)) continue
    taken.add(port)
    if (!(await portInUse(port)) && (await canListen(port))) return port
  }
  throw new Error(`no free port on 127.0.0.1 from ${from} to ${to}`)
}

/** Starts a TypeScript entry point under tsx and waits for its health URL. */
export async function startAppProcess(options: AppProcessOptions): Promise<AppProcess> {
  const { name, port, entry = 'scripts/start.ts', healthPath = '/readyz', timeoutMs = 120_000 } = options
  const url = `http://127.0.0.1:${port}`
  let output = ''
  let child: ChildProcess
  const stdout: string[] = []
  const stderr: string[] = []

  const launch = async () => {
    if (await portInUse(port)) throw new Error(`port ${port} is already in use on 127.0.0.1`)
    const capture = options.stdio !== 'inherit'
    child = spawn(process.execPath, ['--import', 'tsx', entry], {
      stdio: ['ignore', capture ? 'pipe' : 'inherit', capture ? 'pipe' : 'inherit'],
      env: { ...options.env, PORT: String(port) },
    })
    running.add(child)
    child.once('exit', () => running.delete(child))
    stdout.length = 0
    stderr.length = 0
    const keep = (lines: string[]) => {
      let rest = ''
      return (chunk: Buffer) => {
        const text = chunk.toString('utf8')
        output = (output + text).slice(-20_000)
        const parts = (rest + text).split('\n')
        rest = parts.pop() ?? ''
        lines.push(...parts.filter(Boolean))
      }
    }
    child.stdout?.on('data', keep(stdout))
    child.stderr?.on('data', keep(stderr))
    try {
      await waitUntilUp(child, name, `${url}${healthPath}`, timeoutMs)
    } catch (error) {
      await signalAndWait(child, 'SIGKILL')
      throw new Error(`${(error as Error).message}\n--- ${name} output ---\n${output}`)
    }
  }
  await launch()

  const app: AppProcess = {
    name,
    port,
    url,
    get pid() {
      return child.pid ?? -1
    },
    kill: (signal = 'SIGTERM') => signalAndWait(child, signal),
    stop: () => signalAndWait(child, 'SIGTERM', 10_000),
    async restart() {
      await signalAndWait(child, 'SIGTERM', 10_000)
      await launch()
    },
    output: () => output,
    stdout,
    stderr,
    ended: () =>
      exited(child) ? { code: child.exitCode, signal: child.signalCode as NodeJS.Signals | null } : null,
  }
  return app
}

/** The loopback ports the process suites start their servers on. */
export const processSuitePorts = { from: 3400, to: 3499 } as const
