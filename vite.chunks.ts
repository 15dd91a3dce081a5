import { readdirSync } from 'node:fs'
import path from 'node:path'

/**
 * How the browser build is cut into files (issue 13, docs/decisions/0011-chunking-and-prefetch.md): a first load of a
 * handful of files instead of dozens of tiny ones, while profile, admin, editor and popup code stays in chunks of its
 * own that load only when used.
 */

const app = path.resolve('app')
const routeQuery = '?__react-router-build-client-route'
const isLibrary = (id: string) => id.includes('/node_modules/')

/** What every public page loads: the browser entry, the root route and the storefront layout. */
const browserEntry = path.join(app, 'entry.client.tsx')
const shellRoots = [browserEntry, ...['root.tsx', 'layouts/default.tsx'].map((file) => path.join(app, file))]

/**
 * Lazy code the shell opens by itself as a page starts: the urgent notice (spec 1) shows on the first page view
 * while a notice is active, in the popup frame. Both load as one file with everything they import that the shell
 * has not loaded; the other popups take the frame and those shared bits from it.
 */
const startupPopups = ['urgent-notice-popup.tsx', 'popup-frame.tsx'].map((file) =>
  path.join(app, 'popups', file),
)

/**
 * An app module that this many public parts (27 storefront pages, 12 popups) import joins the shell's chunk: every
 * page then pays for it, so only what nearly every page uses (the SEO helpers) is worth it. Measured: 10 puts the
 * content pages' parts on the home page (+1.6 KB gzip), none leaves the SEO helpers a file of their own everywhere.
 */
const commonPartMinSharers = 20

/** The module graph a chunk name function reads (Rolldown's ChunkingContext). */
export interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null
}

/** What a visitor of the storefront may load besides the shell: each public page's route module, and the popups. */
function publicParts(): string[] {
  const files = (folder: string, pattern: RegExp) =>
    readdirSync(path.join(app, folder))
      .filter((name) => pattern.test(name))
      .map((name) => path.join(app, folder, name))
  return [
    ...files('routes/storefront', /\.tsx$/).map((file) => `${file}${routeQuery}`),
    ...files('popups', /-popup\.tsx$/),
  ]
}

function staticImports(graph: ModuleGraph, roots: readonly string[], skip: (id: string) => boolean) {
  const found = new Set<string>()
  const pending = [...roots]
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (found.has(id) || skip(id)) continue
    found.add(id)
    pending.push(...(graph.getModuleInfo(id)?.importedIds ?? []))
  }
  return found
}

/**
 * The shell's own modules, and the common page parts: app modules that at least `minSharers` public parts import
 * statically and that import nothing outside the shell but other common parts (a chunk takes its modules' imports
 * along, and a library such as zod must not come with them).
 */
export function planStorefrontChunk(graph: ModuleGraph, minSharers: number): Set<string> {
  const shell = staticImports(graph, shellRoots, () => false)
  const parts = publicParts()
  const sharers = new Map<string, number>()
  for (const part of parts)
    for (const id of staticImports(graph, [part], (each) => shell.has(each) || isLibrary(each)))
      if (!parts.includes(id)) sharers.set(id, (sharers.get(id) ?? 0) + 1)
  const chunk = new Set(shell)
  const decided = new Map<string, boolean>()
  const qualifies = (id: string): boolean => {
    if (chunk.has(id)) return true
    const known = decided.get(id)
    if (known !== undefined) return known
    decided.set(id, false) // an import cycle (lint forbids them) must not recurse forever
    const ok =
      !isLibrary(id) &&
      (sharers.get(id) ?? 0) >= minSharers &&
      (graph.getModuleInfo(id)?.importedIds ?? []).every(qualifies)
    decided.set(id, ok)
    return ok
  }
  for (const id of sharers.keys()) if (qualifies(id)) chunk.add(id)
  return chunk
}

/**
 * Rolldown's `output.codeSplitting.groups` for the browser build: the shell with its libraries and the common page
 * parts ('storefront', one file: React and React Router are most of it, and a file of their own would cost a
 * request and some compression on every first visit, to save a download only after a deploy), and the urgent
 * notice ('urgent-notice').
 * Route modules stay files of their own (React Router's manifest names one per route), and everything else keeps
 * Rolldown's automatic chunks.
 */
export function storefrontChunkGroups() {
  let storefront: Set<string> | undefined
  let startup: Set<string> | undefined
  const name = (id: string, graph: ModuleGraph): string | null => {
    storefront ??= planStorefrontChunk(graph, commonPartMinSharers)
    startup ??= staticImports(graph, startupPopups, (each) => storefront?.has(each) === true)
    // The entry module stays out: in a group, Rolldown makes the group the entry chunk, each route module then
    // imports the entry, and its hydrateRoot runs before React Router's page script has set up the route modules
    // (React Router imports the entry last, after that).
    if (storefront.has(id) && id !== browserEntry) return 'storefront'
    return startup.has(id) ? 'urgent-notice' : null
  }
  return [{ name }]
}
