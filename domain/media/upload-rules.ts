/**
 * What the file and document managers accept, shared by the popups (quick feedback before a byte is sent) and the
 * API (which decides). A file's type is read from its first bytes only: a name or a declared type is a claim anyone
 * can make up.
 */

export const maxImageBytes = 10 * 1024 * 1024
export const maxDocumentBytes = 20 * 1024 * 1024

export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'avif'

/** Bytes enough to recognise every accepted type (an AVIF's ftyp box lists its brands within these). */
export const magicBytesLength = 64

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  signature.every((byte, index) => bytes[at + index] === byte)

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, to))

const jpeg = [0xff, 0xd8, 0xff]
const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]

/** The image format the bytes begin with, or null for anything else (SVG, GIF, HEIC, text…). */
export function detectImageFormat(bytes: Uint8Array): ImageFormat | null {
  if (startsWith(bytes, jpeg)) return 'jpeg'
  if (startsWith(bytes, png)) return 'png'
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp'
  if (isAvif(bytes)) return 'avif'
  return null
}

/** An ISO-BMFF `ftyp` box whose major or a compatible brand is AVIF (`avif` still, `avis` sequence). */
function isAvif(bytes: Uint8Array): boolean {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== 'ftyp') return false
  const boxSize = ((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0
  const end = Math.min(boxSize, bytes.length)
  // Major brand at 8, minor version at 12, compatible brands from 16, four bytes each.
  const brands = [ascii(bytes, 8, 12)]
  for (let at = 16; at + 4 <= end; at += 4) brands.push(ascii(bytes, at, at + 4))
  return brands.some((brand) => brand === 'avif' || brand === 'avis')
}

/** A PDF starts with `%PDF-`. */
export const isPdf = (bytes: Uint8Array) => startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])

export const imageTypeRefusedText =
  'Choose a JPEG, PNG, WebP or AVIF image. Other files (SVG, GIF…) are not accepted.'
export const imageTooLargeText = 'This image is larger than 10 MB. Make it smaller and try again.'
export const documentTypeRefusedText = 'Choose a PDF file.'
export const documentTooLargeText = 'This PDF is larger than 20 MB. Make it smaller and try again.'
export const documentUnreadableText =
  'This file is not a PDF that can be read. Print it to a new PDF and try again.'
export const documentActiveContentText =
  'This PDF contains scripts, automatic actions or attached files, which are not accepted. Print it to a new PDF and try again.'

/** Why a file cannot be uploaded as an image, or null when it may go (the server still decides). */
export function imageFileProblem(size: number, head: Uint8Array): string | null {
  if (size > maxImageBytes) return imageTooLargeText
  return detectImageFormat(head) ? null : imageTypeRefusedText
}

export function documentFileProblem(size: number, head: Uint8Array): string | null {
  if (size > maxDocumentBytes) return documentTooLargeText
  return isPdf(head) ? null : documentTypeRefusedText
}
