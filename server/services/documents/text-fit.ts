import type { PDFFont } from 'pdf-lib'

/** Text measured with the font it will be drawn in: cut to a width, or wrapped onto lines of a width. */

/** Cuts text that is wider than `width`, ending it with an ellipsis (a table cell keeps its row's height). */
export function fit(text: string, font: PDFFont, size: number, width: number): string {
  if (font.widthOfTextAtSize(text, size) <= width) return text
  let cut = text
  while (cut.length > 0 && font.widthOfTextAtSize(`${cut}\u2026`, size) > width) cut = cut.slice(0, -1)
  return `${cut}\u2026`
}

/** Words onto lines no wider than `width`; a word wider than a whole line is split where it must be. */
export function wrapWords(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = []
  let current = ''
  const fits = (candidate: string) => font.widthOfTextAtSize(candidate, size) <= width
  for (let word of text.split(' ').filter(Boolean)) {
    const joined = current ? `${current} ${word}` : word
    if (fits(joined)) {
      current = joined
      continue
    }
    if (current) lines.push(current)
    while (!fits(word)) {
      let cut = word.length - 1
      while (cut > 1 && !fits(word.slice(0, cut))) cut--
      lines.push(word.slice(0, cut))
      word = word.slice(cut)
    }
    current = word
  }
  if (current) lines.push(current)
  return lines.length > 0 ? lines : ['']
}
