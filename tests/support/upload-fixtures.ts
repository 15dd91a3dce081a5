import { crc32, deflateSync } from 'node:zlib'
import sharp from 'sharp'

/** Real images for upload tests, made with sharp: a gradient-free colour field of the given size. */
export function photo(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: { r: 40, g: 110, b: 180 } } })
}

/** A photo-like JPEG of about 750 KB (noise does not compress), big enough to watch its upload progress. */
export const noisyJpeg = () =>
  sharp({
    create: {
      width: 1200,
      height: 900,
      channels: 3,
      // The noise covers the whole canvas; the type asks for a background all the same.
      background: '#000',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 92 })
    .toBuffer()

export const jpeg = (width: number, height: number) => photo(width, height).jpeg().toBuffer()
export const png = (width: number, height: number) => photo(width, height).png().toBuffer()
export const webp = (width: number, height: number) => photo(width, height).webp().toBuffer()
export const avif = (width: number, height: number) => photo(width, height).avif().toBuffer()

/** What a camera writes beside the pixels: who, where (GPS), with what. None of it may reach a visitor. */
export const cameraExif = {
  IFD0: { Make: 'SaltCam', Model: 'Yard 3000', Copyright: 'Secret Yard Ltd', Artist: 'Jane Private' },
  IFD3: {
    GPSLatitudeRef: 'N',
    GPSLatitude: '43/1 39/1 0/1',
    GPSLongitudeRef: 'W',
    GPSLongitude: '79/1 22/1 0/1',
  },
}

/** A JPEG stored sideways with EXIF orientation 6 ("turn 90° clockwise"), carrying the camera's EXIF. */
export const sidewaysJpegWithExif = (width: number, height: number) =>
  photo(width, height).jpeg().withExif(cameraExif).withMetadata({ orientation: 6 }).toBuffer()

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

/** A decompression bomb: a well-formed PNG of a few dozen bytes that claims `size` × `size` pixels. */
export function pngBomb(size = 40_000): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(size, 0)
  header.writeUInt32BE(size, 4)
  header.set([8, 2, 0, 0, 0], 8) // 8-bit RGB, deflate, no filter method, no interlace
  // The first rows' worth of zeros: enough to be a valid start, nothing like the gigabytes the header promises.
  const data = deflateSync(Buffer.alloc(1 + size * 3))
  return Buffer.concat([
    pngSignature,
    pngChunk('IHDR', header),
    pngChunk('IDAT', data),
    pngChunk('IEND', Buffer.alloc(0)),
  ])
}

/** A PNG signature and header chunk start, then noise: what a damaged download looks like. */
export const corruptPng = () =>
  Buffer.concat([pngSignature, Buffer.from('\0\0\0\rIHDR garbage garbage garbage '.repeat(20))])

export const svg = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
)

/** Valid as a GIF header and as JavaScript (`GIF89a=…`), a classic polyglot. */
export const gifScriptPolyglot = Buffer.concat([
  Buffer.from('GIF89a/*'),
  Buffer.from([0x0a, 0x00, 0x0a, 0x00, 0x00, 0x00, 0x00]),
  Buffer.from('*/=1;alert("gif-polyglot");'),
])

/** A minimal one-page PDF. */
export const pdf = (text = 'Safety data sheet') =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n` +
      `3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\n% ${text}\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
  )
