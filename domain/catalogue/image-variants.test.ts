import { describe, expect, test } from 'vitest'
import { displayVariant, responsiveSources, srcSetOf, storedImageOf, widthsFor } from './image-variants.ts'

const variant = (width: number) => ({ url: `/media/a-${width}.webp`, width, height: width / 2 })

describe('image variants', () => {
  test('widths never exceed the original, and there is always one', () => {
    expect(widthsFor(4000)).toEqual([400, 800, 1600])
    expect(widthsFor(1600)).toEqual([400, 800, 1600])
    expect(widthsFor(1200)).toEqual([400, 800])
    expect(widthsFor(400)).toEqual([400])
    expect(widthsFor(120)).toEqual([120])
  })

  test('the shown variant is the 800 px one, else the largest', () => {
    expect(displayVariant([variant(1600), variant(400), variant(800)])?.width).toBe(800)
    expect(displayVariant([variant(400)])?.width).toBe(400)
    expect(displayVariant([variant(120)])?.width).toBe(120)
    expect(displayVariant([])).toBeUndefined()
  })

  test('a picked image carries the shown variant’s size and every variant', () => {
    const variants = [variant(400), variant(800), variant(1600)]
    expect(storedImageOf('Salt pile', variants)).toEqual({
      url: '/media/a-800.webp',
      alt: 'Salt pile',
      width: 800,
      height: 400,
      variants,
    })
  })

  test('srcset lists the variants narrowest first; one variant or none needs no srcset', () => {
    expect(srcSetOf({ variants: [variant(800), variant(400)] })).toBe(
      '/media/a-400.webp 400w, /media/a-800.webp 800w',
    )
    expect(srcSetOf({ variants: [variant(400)] })).toBeUndefined()
    expect(srcSetOf({})).toBeUndefined()
  })
})

describe('responsiveSources', () => {
  test('gives srcset and sizes together, or neither (sizes alone is invalid HTML)', () => {
    expect(responsiveSources({ variants: [variant(400), variant(800)] }, '100vw')).toEqual({
      srcSet: srcSetOf({ variants: [variant(400), variant(800)] }),
      sizes: '100vw',
    })
    expect(responsiveSources({ variants: [variant(400)] }, '100vw')).toEqual({})
    expect(responsiveSources({}, '100vw')).toEqual({})
  })
})
