import { describe, expect, it } from 'vitest'
import { isCurrentPage, isRouterClick, pathOf } from './site-link.ts'

describe('pathOf', () => {
  it('drops the query and the fragment', () => {
    expect(pathOf('/news?page=2')).toBe('/news')
    expect(pathOf('/faq#delivery')).toBe('/faq')
    expect(pathOf('/products')).toBe('/products')
  })
})

describe('isCurrentPage', () => {
  it('is current on its own page, whatever the case or a trailing slash', () => {
    expect(isCurrentPage('/products', '/products', false)).toBe(true)
    expect(isCurrentPage('/Products/', '/products', true)).toBe(true)
    expect(isCurrentPage('/news', '/news?page=2', true)).toBe(true)
  })

  it('is current on the pages under it unless it says end', () => {
    expect(isCurrentPage('/products/bulk-salt', '/products', false)).toBe(true)
    expect(isCurrentPage('/products/bulk-salt', '/products', true)).toBe(false)
  })

  it('is not current on a page that only starts with the same letters', () => {
    expect(isCurrentPage('/products-old', '/products', false)).toBe(false)
    expect(isCurrentPage('/location', '/locations', false)).toBe(false)
  })

  it('makes the home link current on the home page only', () => {
    expect(isCurrentPage('/', '/', false)).toBe(true)
    expect(isCurrentPage('/products', '/', false)).toBe(false)
  })
})

describe('isRouterClick', () => {
  const click = {
    button: 0,
    metaKey: false,
    altKey: false,
    ctrlKey: false,
    shiftKey: false,
    defaultPrevented: false,
  }

  it('takes a plain left click in this tab', () => {
    expect(isRouterClick(click, undefined)).toBe(true)
    expect(isRouterClick(click, '_self')).toBe(true)
  })

  it('leaves new tabs, other buttons, modifier keys and handled clicks to the browser', () => {
    expect(isRouterClick(click, '_blank')).toBe(false)
    expect(isRouterClick({ ...click, button: 1 }, undefined)).toBe(false)
    for (const key of ['metaKey', 'altKey', 'ctrlKey', 'shiftKey'] as const)
      expect(isRouterClick({ ...click, [key]: true }, undefined)).toBe(false)
    expect(isRouterClick({ ...click, defaultPrevented: true }, undefined)).toBe(false)
  })
})
