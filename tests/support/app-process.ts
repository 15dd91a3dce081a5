import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import os from 'node:os'
import path from 'node:path'

export interface AppProcess {
  url: string
  child: ChildProcess
  /** Every line the process wrote to stdout (pino's JSON) and stderr. */
  stdout: string[]
  stderr: string[]
  /** The exit code or signal once it has ended; null while it runs. */
  ended(): { code: number | null; signal: NodeJS.Signals | null } | null
  /** SIGTERM (the graceful shutdown) and wait for the exit; SIGKILL after 15 s. */
  stop(): Promise<void>
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer()
    probe.once('error', () => resolve(false))
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)))
  })
}

/** A free port from `first` on (this suite's range), so the app's address is known before it starts. */
async function freePort(first: number, count = 20): Promise<number> {
  for (let port = first; port < first + count; port++) if (await portIsFree(port)) return port
  throw new Error(`no free port in ${first}–${first + count - 1}`)
}

function collectLines(stream: NodeJS.ReadableStream | null, into: string[]) {
  let rest = ''
  stream?.setEncoding('utf8')
  stream?.on('data', (chunk: string) => {
    const parts = (rest + chunk).split('\n')
    rest = parts.pop() ?? ''
    into.push(...parts.filter(Boolean))
  })
  stream?.on('end', () => {
    if (rest) into.push(rest)
  })
}

/**
 * The server as production runs it (`server/main.ts` with the production build, its own worker and signal handling),
 * as a child process: a crash is the process ending, not a test framework's report. Resolves once /readyz says 200.
 */
export async function startAppProcess({
  env,
  firstPort = Number(process.env.RESILIENCE_APP_PORT ?? 3540),
  readyWithinMs = 60_000,
}: {
  env: Record<string, string>
  firstPort?: number
  readyWithinMs?: number
}): Promise<AppProcess> {
  const port = await freePort(firstPort)
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'salt-app-process-'))
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const stdout: string[] = []
  const stderr: string[] = []
  collectLines(child.stdout, stdout)
  collectLines(child.stderr, stderr)
  let exit: { code: number | null; signal: NodeJS.Signals | null } | null = null
  const exited = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      exit = { code, signal }
      resolve()
    }),
  )
  const url = `http://127.0.0.1:${port}`
  const app: AppProcess = {
    url,
    child,
    stdout,
    stderr,
    ended: () => exit,
    async stop() {
      if (!exit) {
        child.kill('SIGTERM')
        const kill = setTimeout(() => child.kill('SIGKILL'), 15_000)
        await exited
        clearTimeout(kill)
      }
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
  const deadline = Date.now() + readyWithinMs
  for (;;) {
    if (exit) throw new Error(`the app exited before it was ready:\n${stderr.join('\n')}`)
    const ready = await fetch(`${url}/readyz`).then(
      (response) => response.status === 200,
      () => false,
    )
    if (ready) return app
    if (Date.now() > deadline) {
      await app.stop()
      throw new Error(`the app was not ready within ${readyWithinMs} ms:\n${stderr.join('\n')}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}
