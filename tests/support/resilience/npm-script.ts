import { spawn } from 'node:child_process'
import { once } from 'node:events'

/**
 * Runs an npm script (`db:backup`, `db:restore`) to its end, as an operator would, with `env` as the child's whole
 * environment (plus PATH and HOME, which npm needs); answers its exit code and what it printed.
 */
export async function runNpmScript(script: string, args: string[], env: NodeJS.ProcessEnv) {
  const child = spawn('npm', ['run', '--silent', script, '--', ...args], {
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
  })
  const output = { stdout: '', stderr: '' }
  child.stdout.on('data', (chunk: Buffer) => (output.stdout += chunk.toString('utf8')))
  child.stderr.on('data', (chunk: Buffer) => (output.stderr += chunk.toString('utf8')))
  const [code] = (await once(child, 'close')) as [number | null]
  return { code, ...output }
}
