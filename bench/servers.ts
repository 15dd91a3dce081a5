import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { connect } from 'node:net'

export interface RunningServer {
  name: string
  url: string
  stop(): Promise<void>
}

/** Polls `url` until it answers 2xx; fails early if the process exits first. */
async function waitUntilUp(child: ChildProcess, name: string, url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`${name} exited (${child.exitCode ?? child.signalCode}) before answering ${url}`)
    }
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    )
    if (ok) return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${name} did not answer ${url} within ${timeoutMs / 1000} s`)
}

async function stopChild(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = once(child, 'exit')
  child.kill('SIGTERM')
  const force = setTimeout(() => child.kill('SIGKILL'), 10_000)
  await exited
  clearTimeout(force)
}

/** Another process on the port would answer the health check and be measured instead. */
async function assertPortFree(port: number) {
  const inUse = await new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1')
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
  if (inUse) throw new Error(`port ${port} is already in use on 127.0.0.1`)
}

/** Starts a TypeScript entry point under tsx and waits for its health URL. */
export async function startServer(options: {
  name: string
  entry: string
  port: number
  healthPath: string
  env?: NodeJS.ProcessEnv
  timeoutMs?: number
}): Promise<RunningServer> {
  await assertPortFree(options.port)
  const url = `http://127.0.0.1:${options.port}`
  const child = spawn(process.execPath, ['--import', 'tsx', options.entry], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, ...options.env, PORT: String(options.port) },
  })
  const server = { name: options.name, url, stop: () => stopChild(child) }
  try {
    await waitUntilUp(child, options.name, `${url}${options.healthPath}`, options.timeoutMs ?? 30_000)
  } catch (error) {
    await server.stop()
    throw error
  }
  return server
}
