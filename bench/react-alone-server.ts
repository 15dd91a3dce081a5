import { createServer } from 'node:http'
import { gzipSync } from 'node:zlib'
import { createElement as h } from 'react'
import { renderToString } from 'react-dom/server'

/**
 * The baseline for an uncached page render (ADR 0014): React alone rendering, with `renderToString` on a bare Node
 * server, a page the size of a product page (about 60 KB of HTML, 650 elements, 40 KB of page data sent along as
 * JSON), gzipped as the shop sends it. No router, no data loading, no security headers: what any React server pays.
 */
const products = Array.from({ length: 60 }, (_, index) => ({
  id: index,
  slug: `product-${index}`,
  name: `Treated Rock Salt ${index}`,
  summary: 'Rock salt pre-wetted with a liquid de-icer that keeps working down to −25 °C on roads and lots.',
  units: ['Tonne', 'Bulk sack (1 tonne)', '20 kg bag'].map((unit, at) => ({ unit, price: 100 + index + at })),
  specifications: { grade: 'Coarse', sodium: '98.5 %', moisture: '< 0.5 %', colour: 'white to grey' },
  yards: ['Bradford', 'Brampton', 'Kitchener', 'Niagara Region'],
  // Sent along in the page data but not shown, as a loader's fields often are.
  description:
    'Screened, kiln-dried rock salt treated with a magnesium chloride brine and an organic inhibitor, so it sticks to ' +
    'the pavement instead of bouncing off, starts melting on contact and keeps working well below the temperatures ' +
    'at which untreated salt stops.',
}))

function page() {
  return h(
    'html',
    { lang: 'en-CA' },
    h('head', null, h('meta', { charSet: 'utf-8' }), h('title', null, 'Products | Draglam Salt')),
    h(
      'body',
      null,
      h('header', null, h('nav', null, h('ul', null, ...['Products', 'Locations', 'News', 'FAQ'].map(link)))),
      h('main', null, h('h1', null, 'Bulk salt'), h('ul', { className: 'grid' }, ...products.map(card))),
      h('footer', null, h('p', null, '© Draglam Salt')),
      h('script', { dangerouslySetInnerHTML: { __html: `window.__data=${JSON.stringify(products)}` } }),
    ),
  )
}

function link(label: string) {
  return h('li', { key: label }, h('a', { href: `/${label.toLowerCase()}` }, label))
}

function card(product: (typeof products)[number]) {
  return h(
    'li',
    { key: product.id, className: 'card' },
    h('h2', null, h('a', { href: `/products/bulk-salt/${product.slug}` }, product.name)),
    h('span', { className: 'badge' }, 'In stock'),
    h('p', null, product.summary),
    h(
      'ul',
      null,
      ...product.units.map((unit) => h('li', { key: unit.unit }, `${unit.unit}: $${unit.price}`)),
    ),
    h('p', null, product.yards.join(', ')),
  )
}

const port = Number(process.env.PORT ?? 3302)
createServer((_req, res) => {
  const html = `<!DOCTYPE html>${renderToString(page())}`
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'gzip' })
  res.end(gzipSync(html))
}).listen(port, '127.0.0.1')
