import { readdirSync } from 'node:fs'
import path from 'node:path'
import { shellChunkName } from './server/http/shell-chunk.ts'

/**
 * How the browser build is cut into files (docs/decisions/0011-chunking-and-prefetch.md and
 * 0015-page-family-chunks.md): a first load of at most 10 files instead of dozens of tiny ones, while profile, admin,
 * editor and popup code stays in chunks of its own that load only when used.
 */

const repo = path.resolve('.')
const app = path.join(repo, 'app')
const routeQuery = '?__react-router-build-client-route'
const isLibrary = (id: string) => id.includes('/node_modules/')

/** What every public page loads: the browser entry, the root route and the storefront layout. */
const browserEntry = path.join(app, 'entry.client.tsx')
const shellRoots = [browserEntry, ...['root.tsx', 'layouts/default.tsx'].map((file) => path.join(app, file))]

/**
 * An app module that this many public parts (27 storefront pages, 12 popups) import joins the shell's chunk: every
 * page then pays for it, so only what nearly every page uses (the SEO helpers) is worth it. Measured: 10 puts the
 * content pages' parts on the home page (+1.6 KB gzip), none leaves the SEO helpers a file of their own everywhere.
 */
const commonPartMinSharers = 20

/**
 * Constants of a few dozen bytes that several pages share join the shell whoever imports them: a file of their own
 * cost each of those pages a request for less than a packet (the product group page's ninth script, a third round
 * trip on a phone's six connections, measured by the bench's phone profile), and every other page pays a few bytes
 * gzip.
 */
const tinyShellParts = ['app/components/ui/product-grid.ts', 'domain/catalogue/stock-texts.ts'].map((file) =>
  path.join(repo, file),
)

/** The module graph a chunk name function reads (Rolldown's ChunkingContext). */
export interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null
}

const appFiles = (folder: string, pattern: RegExp) =>
  readdirSync(path.join(app, folder))
    .filter((name) => pattern.test(name))
    .map((name) => path.join(app, folder, name))

/** Each public page's route module, as the browser build names it. */
const publicRoutes = () => appFiles('routes/storefront', /\.tsx$/).map((file) => `${file}${routeQuery}`)

/** What a visitor of the storefront may load besides the shell: the public pages' route modules, and the popups. */
const publicParts = () => [...publicRoutes(), ...appFiles('popups', /-popup\.tsx$/)]

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
 * statically (or `tinyShellParts` that any imports) and that import nothing outside the shell but other common parts (a chunk takes its modules' imports
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
      ((sharers.get(id) ?? 0) >= minSharers || tinyShellParts.includes(id)) &&
      (graph.getModuleInfo(id)?.importedIds ?? []).every(qualifies)
    decided.set(id, ok)
    return ok
  }
  for (const id of sharers.keys()) if (qualifies(id)) chunk.add(id)
  return chunk
}

/**
 * Page parts: app modules that two or more public pages import, grouped by kind. Rolldown's automatic chunking gives
 * every set of pages that share modules a file of its own (a product page loaded eight small ones besides its route
 * module); a page now loads its route module and one to three of these. A shared module joins the first chunk that
 * names a start of its path in the repository (a file or a folder); a module that none names keeps an automatic chunk.
 * A chunk's imports load with it: a page that loads one chunk also loads what that chunk imports.
 */
const pagePartChunks: ReadonlyArray<{ name: string; paths: readonly string[] }> = [
  // What most pages show (the header band, rich text, responsive pictures): 0.9 KB gzip together, so a page that
  // needs only one of them loses little to the others.
  {
    name: 'page-kit',
    paths: [
      'app/components/content/page-header.tsx',
      'app/components/content/prose.tsx',
      'domain/catalogue/image-variants.ts',
    ],
  },
  // The posts' model: the home page's news teaser shares it with the news and blog pages.
  { name: 'posts', paths: ['domain/content/posts.ts'] },
  // The Salt Card's words and the button that applies for one (the how-to and pickup pages; popups, profile).
  {
    name: 'salt-card-parts',
    paths: ['domain/salt-card/texts.ts', 'app/components/content/apply-salt-card-button.tsx'],
  },
  {
    name: 'content-parts',
    paths: [
      'app/components/content/content-page.tsx',
      'app/components/content/contents-nav.tsx',
      'app/components/content/help-aside.tsx',
      'app/components/content/steps-box.tsx',
      'domain/content/texts.ts',
    ],
  },
  {
    name: 'post-parts',
    paths: [
      'app/components/content/post-',
      'app/components/content/pagination.tsx',
      'domain/content/post-texts.ts',
      'app/lib/content-seo.ts',
    ],
  },
  {
    name: 'catalog-parts',
    paths: [
      'app/components/catalog/',
      'domain/catalogue/texts.ts',
      'domain/catalogue/unit-quantity.ts',
      'domain/media/file-size.ts',
    ],
  },
  // The public forms and the UI kit's form hook they run on; their zod schemas load apart, when a visitor first
  // uses a form.
  {
    name: 'form-parts',
    paths: [
      'app/components/forms/',
      'app/components/ui/form/',
      'domain/forms/texts.ts',
      'domain/forms/public-forms.ts',
    ],
  },
  // The shop's wall clock (Toronto time): the location pages share it with My List's schema and admin screens, which
  // would load all the location parts if it were one of them.
  { name: 'shop-clock', paths: ['domain/kernel/shop-time/calendar.ts'] },
  {
    name: 'location-parts',
    paths: ['app/components/locations/', 'domain/opening-hours/', 'domain/locations/texts.ts'],
  },
]

/**
 * Which page part goes into which of `pagePartChunks`: the modules that at least two of `routes` import statically
 * beside what is `taken` (the shell), by the first chunk that names them. Rolldown puts a grouped
 * module's imports into its group unless an earlier group has taken them, so a part joins only if all it imports is
 * taken, or joins its own chunk or one listed before it: a library such as zod, or a shared module that no chunk
 * names, would otherwise come along (the home page would load the post parts with the posts' model).
 */
export function planPagePartChunks(
  graph: ModuleGraph,
  routes: readonly string[],
  taken: (id: string) => boolean,
): Map<string, string> {
  const sharers = new Map<string, number>()
  for (const route of routes)
    for (const id of staticImports(graph, [route], (each) => taken(each) || isLibrary(each)))
      if (id !== route) sharers.set(id, (sharers.get(id) ?? 0) + 1)
  const chunkIndex = (id: string) => {
    if ((sharers.get(id) ?? 0) < 2) return -1
    const file = path.relative(repo, id)
    return pagePartChunks.findIndex(({ paths }) => paths.some((start) => file.startsWith(start)))
  }
  const decided = new Map<string, boolean>()
  const joins = (id: string): boolean => {
    const known = decided.get(id)
    if (known !== undefined) return known
    decided.set(id, false) // an import cycle (lint forbids them) must not recurse forever
    const index = chunkIndex(id)
    const ok =
      index >= 0 &&
      (graph.getModuleInfo(id)?.importedIds ?? []).every(
        (each) => taken(each) || (chunkIndex(each) >= 0 && chunkIndex(each) <= index && joins(each)),
      )
    decided.set(id, ok)
    return ok
  }
  const plan = new Map<string, string>()
  for (const id of sharers.keys()) if (joins(id)) plan.set(id, pagePartChunks[chunkIndex(id)]!.name)
  return plan
}

/**
 * Every module's named chunk: the shell's (the urgent notice and the popup frame among them: every page's HTML
 * carries the notice, popup-host.tsx) or a page part chunk; the rest are automatic.
 */
function planChunks(graph: ModuleGraph): Map<string, string> {
  const storefront = planStorefrontChunk(graph, commonPartMinSharers)
  const plan = planPagePartChunks(graph, publicRoutes(), (id) => storefront.has(id))
  // The entry module stays out: in a group, Rolldown makes the group the entry chunk, each route module then
  // imports the entry, and its hydrateRoot runs before React Router's page script has set up the route modules
  // (React Router imports the entry last, after that).
  for (const id of storefront) if (id !== browserEntry) plan.set(id, shellChunkName)
  return plan
}

/**
 * The header's product search, which a visitor's browser loads when the search first opens, in one file with the
 * combobox hook it shares with the orders board's customer picker. Measured: a file of the hook's own (Rolldown's
 * choice) cost the visitor a second request, 0.2 KB gzip more and its name in the shell's preload list, which every
 * first load carries; the orders board now loads the search's 1.5 KB with the hook.
 */
const headerSearchChunk = 'product-search'
const headerSearchModules = ['app/components/product-search.tsx', 'app/components/ui/use-combobox.ts'].map(
  (file) => path.join(repo, file),
)

/**
 * Rolldown's `output.codeSplitting.groups` for the browser build: the shell with its libraries and the common page
 * parts ('storefront', one file: React and React Router are most of it, and a file of their own would cost a
 * request and some compression on every first visit, to save a download only after a deploy), then the page part
 * chunks in their order (an earlier group keeps its modules from a later one's
 * imports). Route modules stay files of their own (React Router's manifest names one per route), and everything
 * else keeps Rolldown's automatic chunks.
 */
export function storefrontChunkGroups() {
  let plan: Map<string, string> | undefined
  const group = (chunk: string) => ({
    name: (id: string, graph: ModuleGraph) => ((plan ??= planChunks(graph)).get(id) === chunk ? chunk : null),
    // A name given by a function is opaque to Rolldown, which otherwise warns once per group at every build.
    debugName: chunk,
  })
  const headerSearch = {
    name: (id: string) => (headerSearchModules.includes(id) ? headerSearchChunk : null),
    debugName: headerSearchChunk,
  }
  return [...[shellChunkName, ...pagePartChunks.map(({ name }) => name)].map(group), headerSearch]
}
