import { describe, expect, test } from 'vitest'
import {
  detectImageFormat,
  documentFileProblem,
  imageFileProblem,
  imageTooLargeText,
  imageTypeRefusedText,
  isPdf,
  maxImageBytes,
} from './upload-rules.ts'

const bytes = (...parts: Array<string | number[]>) =>
  new Uint8Array(
    parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)),
  )

/** An ftyp box of `size` bytes: major brand, minor version 0, then compatible brands. */
const ftyp = (major: string, ...compatible: string[]) => {
  const size = 16 + compatible.length * 4
  return bytes([0, 0, 0, size], 'ftyp', major, [0, 0, 0, 0], compatible.join(''))
}

describe('detectImageFormat reads the first bytes only', () => {
  test('JPEG, PNG, WebP and AVIF', () => {
    expect(detectImageFormat(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg')
    expect(detectImageFormat(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a]))).toBe('png')
    expect(detectImageFormat(bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '))).toBe('webp')
    expect(detectImageFormat(ftyp('avif', 'mif1', 'miaf'))).toBe('avif')
    expect(detectImageFormat(ftyp('mif1', 'avif'))).toBe('avif')
    expect(detectImageFormat(ftyp('avis', 'msf1'))).toBe('avif')
  })

  test('anything else is refused: SVG, GIF, HEIC, a RIFF that is not WebP, text, too few bytes', () => {
    expect(detectImageFormat(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull()
    expect(detectImageFormat(bytes('GIF89a/*'))).toBeNull()
    expect(detectImageFormat(ftyp('heic', 'mif1', 'heic'))).toBeNull()
    expect(detectImageFormat(bytes('RIFF', [1, 2, 3, 4], 'WAVEfmt '))).toBeNull()
    expect(detectImageFormat(bytes('hello, I am a .jpg'))).toBeNull()
    expect(detectImageFormat(bytes([0xff, 0xd8]))).toBeNull()
    expect(detectImageFormat(new Uint8Array())).toBeNull()
  })

  test('a brand beyond the ftyp box’s own size does not count', () => {
    const box = ftyp('mif1', 'miaf')
    const followed = new Uint8Array([...box, ...bytes('avif')])
    expect(detectImageFormat(followed)).toBeNull()
  })
})

describe('the pickers’ quick checks', () => {
  test('size first, then type', () => {
    const jpeg = bytes([0xff, 0xd8, 0xff])
    expect(imageFileProblem(1000, jpeg)).toBeNull()
    expect(imageFileProblem(maxImageBytes + 1, jpeg)).toBe(imageTooLargeText)
    expect(imageFileProblem(1000, bytes('<svg'))).toBe(imageTypeRefusedText)
  })

  test('PDFs by %PDF-', () => {
    expect(isPdf(bytes('%PDF-1.7\n'))).toBe(true)
    expect(isPdf(bytes('%PDX-1.7'))).toBe(false)
    expect(documentFileProblem(100, bytes('%PDF-1.4'))).toBeNull()
    expect(documentFileProblem(100, bytes('<html>'))).toBe('Choose a PDF file.')
    expect(documentFileProblem(21 * 1024 * 1024, bytes('%PDF-1.4'))).toMatch(/larger than 20 MB/)
  })
})
