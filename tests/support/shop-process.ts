import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'

/** The environment a child gets: what it needs to run, plus `env`; nothing else of the test run's leaks in. */
const childEnv = (env: Record<string, string>): NodeJS.ProcessEnv => ({
  PATH: process.env.PATH,
  HOME: process.env.HOME,
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  ...env,
})

function collect(child: ChildProcess) {
  const output = { stdout: '', stderr: '' }
  child.stdout?.on('data', (chunk: Buffer) => (output.stdout += chunk.toString('utf8')))
  child.stderr?.on('data', (chunk: Buffer) => (output.stderr += chunk.toString('utf8')))
  return output
}

/** Runs an npm script (`db:backup`, `db:restore`) to its end, as an operator would. */
export async function runNpmScript(script: string, args: string[], env: Record<string, string>) {
  const child = spawn('npm', ['run', '--silent', script, '--', ...args], { env: childEnv(env) })
  const output = collect(child)
  const [code] = (await once(child, 'close')) as [number | null]
  return { code, ...output }
}

/** The production server (`server/main.ts` on the built front end) as a child process on `port`. */
export async function startShopProcess(env: Record<string, string>, port: number, timeoutMs = 120_000) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: childEnv({ ...env, PORT: String(port), HOST: '127.0.0.1' }),
  })
  const output = collect(child)
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + timeoutMs
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited before answering:\n${output.stderr}`)
    const ready = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(5_000) }).then(
      (response) => response.ok,
      () => false,
    )
    if (ready) break
    if (Date.now() > deadline)
      throw new Error(`the server did not answer within ${timeoutMs} ms:\n${output.stderr}`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return {
    url,
    /** SIGTERM, as a supervisor stops it; resolves with the exit code once it has gone. */
    async stop(): Promise<number | null> {
      if (child.exitCode !== null) return child.exitCode
      const exit = once(child, 'exit') as Promise<[number | null]>
      child.kill('SIGTERM')
      return (await exit)[0]
    },
  }
}
