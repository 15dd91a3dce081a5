import { encode } from 'uqr'

/**
 * The pickup QR of a Salt Card. Its content is `SALTCARD:` followed by the card number (digits only), e.g.
 * `SALTCARD:7001000000000017`: a scale house's scanner reads it as text, checks the prefix and takes the number.
 * Only the number is in it: the code is printed or shown at the scale, so it carries nothing private.
 */
export const cardQrPrefix = 'SALTCARD:'

const cardNoPattern = /^\d{8,19}$/

/** The QR content for a card number; throws on anything but 8–19 digits, so a bad code is never shown. */
export function cardQrContent(cardNo: string): string {
  if (!cardNoPattern.test(cardNo)) throw new Error(`Not a Salt Card number: "${cardNo}"`)
  return `${cardQrPrefix}${cardNo}`
}

/** What a scanner does with a code: the card number, or null when the text is not a Salt Card code. */
export function cardNoFromQr(content: string): string | null {
  if (!content.startsWith(cardQrPrefix)) return null
  const cardNo = content.slice(cardQrPrefix.length)
  return cardNoPattern.test(cardNo) ? cardNo : null
}

export interface QrSvg {
  /** Width and height in modules, quiet zone included. */
  size: number
  /** One SVG path drawing every dark module as a 1×1 square. */
  path: string
}

/**
 * The QR code of a card as one SVG path, computed here in the browser (no network, works offline). Error
 * correction level M survives a scuffed phone screen; the quiet zone of 4 modules is what scanners expect.
 */
export function cardQrSvg(cardNo: string): QrSvg {
  const { data } = encode(cardQrContent(cardNo), { ecc: 'M', border: 4 })
  return { size: data.length, path: modulesPath(data) }
}

/** Each run of dark modules in a row becomes one rectangle `M x y h n v 1 h -n z`. */
export function modulesPath(modules: boolean[][]): string {
  const parts: string[] = []
  modules.forEach((row, y) => {
    let x = 0
    while (x < row.length) {
      if (!row[x]) {
        x += 1
        continue
      }
      const start = x
      while (x < row.length && row[x]) x += 1
      parts.push(`M${start} ${y}h${x - start}v1h${start - x}z`)
    }
  })
  return parts.join('')
}
