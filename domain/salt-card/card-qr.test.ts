import { encode } from 'uqr'
import { describe, expect, it } from 'vitest'
import { cardNoFromQr, cardQrContent, cardQrSvg, modulesPath } from './card-qr.ts'

describe('cardQrContent', () => {
  it('is the prefix and the card number', () => {
    expect(cardQrContent('7001000000000017')).toBe('SALTCARD:7001000000000017')
  })

  it('refuses anything that is not a card number', () => {
    for (const bad of ['', '7001 0000 0000 0017', '7001-0000', 'SALTCARD:7001000000000017', '1234567']) {
      expect(() => cardQrContent(bad)).toThrow(/Not a Salt Card number/)
    }
  })

  it('reads back to the same number', () => {
    expect(cardNoFromQr(cardQrContent('7001000000000025'))).toBe('7001000000000025')
  })
})

describe('cardNoFromQr', () => {
  it('ignores codes that are not Salt Card codes', () => {
    expect(cardNoFromQr('https://example.com/7001000000000017')).toBeNull()
    expect(cardNoFromQr('saltcard:7001000000000017')).toBeNull()
    expect(cardNoFromQr('SALTCARD:70010000x0000017')).toBeNull()
  })
})

describe('modulesPath', () => {
  it('draws one rectangle per run of dark modules', () => {
    const modules = [
      [true, true, false, true],
      [false, false, false, false],
      [false, true, true, true],
    ]
    expect(modulesPath(modules)).toBe('M0 0h2v1h-2zM3 0h1v1h-1zM1 2h3v1h-3z')
  })

  it('draws nothing for an all-light grid', () => {
    expect(modulesPath([[false, false]])).toBe('')
  })
})

describe('cardQrSvg', () => {
  it('encodes the card content with a four-module quiet zone', () => {
    const { size, path } = cardQrSvg('7001000000000017')
    const reference = encode('SALTCARD:7001000000000017', { ecc: 'M', border: 4 })
    expect(size).toBe(reference.data.length)
    expect(path).toBe(modulesPath(reference.data))
    // Version 2 (25 modules) holds 25 characters at level M; with the quiet zone 33 modules.
    expect(size).toBe(33)
    // The quiet zone stays light: no rectangle starts in the first four rows or columns.
    const starts = [...path.matchAll(/M(\d+) (\d+)/g)].map(([, x, y]) => ({ x: Number(x), y: Number(y) }))
    expect(starts.every(({ x, y }) => x >= 4 && y >= 4)).toBe(true)
  })

  it('differs between cards', () => {
    expect(cardQrSvg('7001000000000017').path).not.toBe(cardQrSvg('7001000000000025').path)
  })
})

/** Reads a path of `modulesPath` back into a grid of dark modules, as a scanner would see the drawing. */
function drawnModules(path: string, size: number): boolean[][] {
  const grid = Array.from({ length: size }, () => Array<boolean>(size).fill(false))
  for (const [, x, y, run] of path.matchAll(/M(\d+) (\d+)h(\d+)/g)) {
    for (let dx = 0; dx < Number(run); dx += 1) grid[Number(y)]![Number(x) + dx] = true
  }
  return grid
}

/** A finder pattern: a dark 7×7 ring, a light ring, a dark 3×3 centre. */
function isFinderAt(grid: boolean[][], top: number, left: number): boolean {
  for (let y = 0; y < 7; y += 1) {
    for (let x = 0; x < 7; x += 1) {
      const ring = Math.max(Math.abs(x - 3), Math.abs(y - 3))
      if (grid[top + y]![left + x] !== (ring !== 2)) return false
    }
  }
  return true
}

describe('the drawn pickup QR', () => {
  it('has its three finder patterns in the corners, inside a light quiet zone', () => {
    const { size, path } = cardQrSvg('7001000000000017')
    const grid = drawnModules(path, size)
    const far = size - 4 - 7
    expect(isFinderAt(grid, 4, 4)).toBe(true)
    expect(isFinderAt(grid, 4, far)).toBe(true)
    expect(isFinderAt(grid, far, 4)).toBe(true)
    expect(isFinderAt(grid, far, far)).toBe(false)
    for (const line of [0, 1, 2, 3, size - 4, size - 3, size - 2, size - 1]) {
      expect(grid[line]!.some(Boolean)).toBe(false)
      expect(grid.some((row) => row[line])).toBe(false)
    }
  })

  it('is the encoder’s matrix, module for module', () => {
    const { size, path } = cardQrSvg('7001000000000025')
    expect(drawnModules(path, size)).toEqual(
      encode('SALTCARD:7001000000000025', { ecc: 'M', border: 4 }).data,
    )
  })
})
