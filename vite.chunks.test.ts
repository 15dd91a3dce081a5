import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { type ModuleGraph, planPagePartChunks, planStorefrontChunk } from './vite.chunks.ts'

const app = (file: string) => path.resolve('app', file)
const route = (name: string) => `${app(`routes/storefront/${name}.tsx`)}?__react-router-build-client-route`
const [products, product, news, blogs] = ['products', 'product', 'news', 'blogs'].map(route) as [
  string,
  string,
  string,
  string,
]

/** A module graph from each module's static imports; a module not listed imports nothing. */
function graphOf(imports: Record<string, string[]>): ModuleGraph {
  return { getModuleInfo: (id) => ({ importedIds: imports[id] ?? [] }) }
}

const header = app('components/content/page-header.tsx')
const pictures = path.resolve('domain/catalogue/image-variants.ts')
const catalogImage = app('components/catalog/catalog-image.tsx')
const unitOptions = app('components/catalog/unit-options.tsx')
const postCard = app('components/content/post-card.tsx')
const postList = app('components/content/post-list-page.tsx')
const postTexts = path.resolve('domain/content/post-texts.ts')
const helpAside = app('components/content/help-aside.tsx')
const shellModule = app('components/prefetch-link.tsx')
const nothingTaken = () => false

describe('planPagePartChunks', () => {
  it('puts a module that two pages share into the first chunk that names it, and leaves a page its own', () => {
    const graph = graphOf({ [products]: [header, catalogImage], [product]: [catalogImage, unitOptions] })
    expect(planPagePartChunks(graph, [products, product], nothingTaken)).toEqual(
      new Map([[catalogImage, 'catalog-parts']]),
    )
  })

  it('takes a part whose imports are taken or in its own or an earlier chunk, each import into its own chunk', () => {
    const graph = graphOf({
      [news]: [postList],
      [blogs]: [postList],
      [postList]: [postCard, postTexts, shellModule],
      [postCard]: [pictures, shellModule],
    })
    expect(planPagePartChunks(graph, [news, blogs], (id) => id === shellModule)).toEqual(
      new Map([
        [postList, 'post-parts'],
        [postCard, 'post-parts'],
        [postTexts, 'post-parts'],
        [pictures, 'page-kit'],
      ]),
    )
  })

  it('leaves out a part that would take along a later chunk’s part, a module no chunk names, or a library', () => {
    const graph = graphOf({
      [news]: [header, postList, helpAside],
      [blogs]: [header, postList, helpAside],
      // The page kit comes before the post parts: Rolldown would put the card into the kit's file.
      [header]: [postCard],
      // The list's file would take the unnamed module along, and every page that needs that module would load it.
      [postList]: [app('lib/unnamed.ts')],
      [helpAside]: [path.resolve('node_modules/zod/index.js')],
    })
    expect(planPagePartChunks(graph, [news, blogs], nothingTaken)).toEqual(
      new Map([[postCard, 'post-parts']]),
    )
  })

  it('leaves what the shell has taken, and what only that imports, to it', () => {
    const graph = graphOf({ [news]: [header], [blogs]: [header], [header]: [pictures] })
    expect(planPagePartChunks(graph, [news, blogs], (id) => id === header)).toEqual(new Map())
  })
})

describe('planStorefrontChunk', () => {
  it('takes a tiny shared constant into the shell whatever its sharers, and leaves a part few pages share', () => {
    const grid = app('components/ui/product-grid.ts')
    const graph = graphOf({ [products]: [grid, catalogImage], [product]: [grid, catalogImage] })
    const shell = planStorefrontChunk(graph, 20)
    expect(shell.has(grid)).toBe(true)
    expect(shell.has(catalogImage)).toBe(false)
  })
})
