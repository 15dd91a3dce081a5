/**
 * The standard PDF fonts (Helvetica) draw only WinAnsi characters, and pdf-lib throws on any other. Customer text
 * (a card's name, a signature, a product typed at the scale) may hold anything, so text is made drawable first:
 * known look-alikes become their WinAnsi spelling, anything else a "?", never an exception.
 */

/** Characters outside WinAnsi with a plain spelling inside it. */
const lookAlikes: Record<string, string> = {
  '\u2212': '-',
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2015': '\u2014',
  '\u2264': '<=',
  '\u2265': '>=',
  '\u2032': "'",
  '\u2033': '"',
  '\u2009': ' ',
  '\u200a': ' ',
  '\u202f': ' ',
  '\u2007': ' ',
  '\u00ad': '',
  '\u200b': '',
  '\u200d': '',
  '\ufe0f': '',
}

/**
 * `characterSet` is the font's own list of code points (pdf-lib's `font.getCharacterSet()`), so what counts as
 * drawable is exactly what the font will encode. Line breaks and tabs become spaces: a drawn line is one line.
 */
export function drawableText(text: string, characterSet: ReadonlySet<number>): string {
  let out = ''
  for (const char of text.normalize('NFC')) {
    const spelled = lookAlikes[char] ?? (/\s/.test(char) ? ' ' : char)
    for (const each of spelled) out += characterSet.has(each.codePointAt(0)!) ? each : '?'
  }
  return out
}
