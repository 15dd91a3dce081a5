import { execFile } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { inertType } from '#server/http/paint-first-boot.ts'

const run = promisify(execFile)
/** The checker itself; the package's postinstall (a Java download) never runs: Java comes from Debian. */
const vnuJar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar')

export interface ValidityError {
  page: string
  message: string
  extract?: string
}

interface VnuMessage {
  type: string
  subType?: string
  url?: string
  message: string
  extract?: string
}

/**
 * One short run: the JVM's quick compiler alone, which needs deeper thread stacks than the default for the checker's
 * schema; half the CPU time of the default two compilers (measured on ten pages: 3.3 → 1.6 CPU-s), same report.
 */
const jvmOptions = ['-XX:TieredStopAtLevel=1', '-Xss16m']

/**
 * The build's stylesheet, inlined into each page's head before its inert link (ADR 0043): Tailwind's CSS, whose
 * modern rules (@property, @starting-style) the checker's CSS validator does not know. As a file it was never checked;
 * it is left out again, and the page's HTML around it, style attributes included, is checked as before.
 */
const inlinedStylesheet = new RegExp(
  `<style>((?!</style>)[\\s\\S])*</style>(?=<link type="${inertType}")`,
  'g',
)

/**
 * Runs the W3C Nu HTML checker (the vnu-jar package, on the machine's Java) over documents in one JVM start and
 * returns every error, named by page. Warnings and info are not errors.
 */
export async function htmlErrors(
  documents: ReadonlyArray<{ page: string; html: string }>,
): Promise<ValidityError[]> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'html-validity-'))
  try {
    const files = await Promise.all(
      documents.map(async ({ page, html }, index) => {
        const file = path.join(dir, `page-${index}.html`)
        await writeFile(file, html.replace(inlinedStylesheet, '<style></style>'))
        return { file, page }
      }),
    )
    const output = await run(
      'java',
      [...jvmOptions, '-jar', vnuJar, '--format', 'json', '--errors-only', ...files.map((f) => f.file)],
      {
        maxBuffer: 64 * 1024 * 1024,
      },
    ).then(
      (done) => done.stderr,
      // The checker exits with 1 when it found errors; its report is on stderr either way.
      (failed: { stderr?: string; code?: number | string }) => {
        if (failed.code === 'ENOENT')
          throw new Error(
            'The HTML validity check needs Java 17+ on the PATH (apt-get install openjdk-17-jre-headless).',
          )
        return failed.stderr ?? ''
      },
    )
    const { messages } = JSON.parse(output) as { messages: VnuMessage[] }
    const pageOf = (url = '') => files.find((entry) => url.endsWith(path.basename(entry.file)))?.page ?? url
    return messages
      .filter((message) => message.type === 'error' || message.subType === 'fatal')
      .map((message) => ({ page: pageOf(message.url), message: message.message, extract: message.extract }))
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}
