import sharp, { type Sharp } from 'sharp'
import { widthsFor } from '#domain/catalogue/image-variants.ts'
import { type ImageFormat, detectImageFormat, imageTypeRefusedText } from '#domain/media/upload-rules.ts'
import { HttpError } from '#server/http/errors.ts'

/**
 * The most pixels an upload may decode to: a 50-megapixel camera. A tiny file can claim a huge canvas (a
 * decompression bomb); libvips refuses it from the header, before it allocates the pixels.
 */
export const maxInputPixels = 50_000_000

/** What sharp calls each accepted format once it has read the file (AVIF is decoded by libheif). */
const decoderOf: Record<ImageFormat, string> = { jpeg: 'jpeg', png: 'png', webp: 'webp', avif: 'heif' }

export interface EncodedVariant {
  width: number
  height: number
  bytes: Buffer
}

const unreadable = () =>
  new HttpError(
    422,
    'unreadable_image',
    'This image could not be read. It may be damaged; save it again and retry.',
  )
const tooManyPixels = () =>
  new HttpError(
    422,
    'image_too_large',
    `This image has more than ${maxInputPixels / 1_000_000} megapixels. Make it smaller and try again.`,
  )

const input = (bytes: Uint8Array): Sharp =>
  // failOn 'error': a truncated or damaged file is refused, not half-decoded; pages: first frame of an animation.
  sharp(bytes, { limitInputPixels: maxInputPixels, failOn: 'error', pages: 1 }).timeout({ seconds: 30 })

/**
 * An upload re-encoded from its pixels alone: the type read from its first bytes (and confirmed by the decoder),
 * turned upright, every piece of metadata dropped (EXIF, GPS, XMP, ICC after conversion to sRGB), and written as
 * WebP in the standard widths it reaches. Whatever else the file carried (a script appended to a JPEG) is gone.
 */
export async function encodeImage(bytes: Uint8Array): Promise<EncodedVariant[]> {
  const format = detectImageFormat(bytes)
  if (!format) throw new HttpError(415, 'unsupported_type', imageTypeRefusedText)
  try {
    const meta = await input(bytes).metadata()
    if (meta.format !== decoderOf[format]) throw new HttpError(415, 'unsupported_type', imageTypeRefusedText)
    if (meta.width * meta.height > maxInputPixels) throw tooManyPixels()
    const uprightWidth = meta.autoOrient.width
    const variants: EncodedVariant[] = []
    // One at a time: a 1600 px encode is memory-hungry, and the machine has other visitors to serve.
    for (const width of widthsFor(uprightWidth)) {
      const { data, info } = await input(bytes)
        .autoOrient()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer({ resolveWithObject: true })
      variants.push({ width: info.width, height: info.height, bytes: data })
    }
    return variants
  } catch (error) {
    if (error instanceof HttpError) throw error
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw tooManyPixels()
    throw unreadable()
  }
}
