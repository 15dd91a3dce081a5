import { startAppProcess } from '#tests/support/app-process.ts'

export interface RunningServer {
  name: string
  url: string
  pid: number
  stop(): Promise<void>
}

/** Starts a TypeScript entry point under tsx with the bench's environment and waits for its health URL. */
export async function startServer(options: {
  name: string
  entry: string
  port: number
  healthPath: string
  env?: NodeJS.ProcessEnv
  timeoutMs?: number
}): Promise<RunningServer> {
  const server = await startAppProcess({
    ...options,
    env: { ...process.env, ...options.env },
    timeoutMs: options.timeoutMs ?? 30_000,
    stdio: 'inherit',
  })
  return { name: server.name, url: server.url, pid: server.pid, stop: server.stop }
}
