// Gzips the files it is handed with Zopfli and writes each copy beside its source. Zopfli is WebAssembly that runs on
// the thread calling it, so the build hands one share of the files to a worker per core (vite.precompress.ts).
import { readFile, writeFile } from 'node:fs/promises'
import { workerData } from 'node:worker_threads'
import { gzipAsync } from '@gfx/zopfli'

const { files, suffix, iterations } = workerData
for (const file of files) {
  await writeFile(file + suffix, await gzipAsync(await readFile(file), { numiterations: iterations }))
}
