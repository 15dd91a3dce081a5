/**
 * A strict reader for the small XML subset CAP 1.2 files use: one root element, nested elements with attributes,
 * text, comments, CDATA, the five predefined entities and numeric character references. Anything else is refused
 * rather than guessed at: a DOCTYPE or entity declaration (entity expansion), other markup declarations, processing
 * instructions other than the XML declaration, unknown entities, mismatched tags, and documents too large or too deep.
 * The CAP files are untrusted input from the network; no dependency of the app parses XML (ADR 0033).
 */
export interface XmlElement {
  /** The local name: a namespace prefix is dropped (CAP files use the default namespace). */
  name: string
  attributes: Record<string, string>
  children: XmlElement[]
  /** The element's own text (children's text not included), entities resolved, untrimmed. */
  text: string
}

export class XmlRefused extends Error {}

export const xmlLimits = { maxBytes: 512 * 1024, maxDepth: 16, maxElements: 20_000 }

const namePattern = /^[A-Za-z_][\w.-]*(?::[A-Za-z_][\w.-]*)?$/
const predefined: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" }

export function parseStrictXml(source: string): XmlElement {
  if (Buffer.byteLength(source, 'utf8') > xmlLimits.maxBytes) throw new XmlRefused('document too large')
  let at = source.charCodeAt(0) === 0xfeff ? 1 : 0
  const stack: XmlElement[] = []
  let root: XmlElement | undefined
  let elements = 0

  const fail = (reason: string): never => {
    throw new XmlRefused(`${reason} at offset ${at}`)
  }
  const expectEnd = (marker: string) => {
    const end = source.indexOf(marker, at)
    if (end < 0) fail(`unterminated ${marker}`)
    return end
  }

  while (at < source.length) {
    const lt = source.indexOf('<', at)
    const textEnd = lt < 0 ? source.length : lt
    if (textEnd > at) {
      const raw = source.slice(at, textEnd)
      const top = stack.at(-1)
      if (top) top.text += resolveEntities(raw, fail)
      else if (raw.trim() !== '') fail('text outside the root element')
      at = textEnd
      continue
    }
    if (source.startsWith('<?', at)) {
      const end = expectEnd('?>')
      if (at !== (source.charCodeAt(0) === 0xfeff ? 1 : 0) || !/^<\?xml\s/.test(source.slice(at, end)))
        fail('processing instruction')
      at = end + 2
    } else if (source.startsWith('<!--', at)) {
      at = expectEnd('-->') + 3
    } else if (source.startsWith('<![CDATA[', at)) {
      const end = expectEnd(']]>')
      const top = stack.at(-1) ?? fail('CDATA outside the root element')
      top.text += source.slice(at + 9, end)
      at = end + 3
    } else if (source.startsWith('<!', at)) {
      fail('markup declaration (DOCTYPE or ENTITY) refused')
    } else if (source.startsWith('</', at)) {
      const end = expectEnd('>')
      const name = source.slice(at + 2, end).trim()
      const open = stack.pop()
      if (!open || localName(name) !== open.name) fail(`unexpected closing tag </${name}>`)
      at = end + 1
    } else {
      const end = tagEnd(source, at) ?? fail('unterminated tag')
      const selfClosing = source[end - 1] === '/'
      const element = readTag(source.slice(at + 1, selfClosing ? end - 1 : end), fail)
      if (++elements > xmlLimits.maxElements) fail('too many elements')
      const parent = stack.at(-1)
      if (parent) parent.children.push(element)
      else if (root) fail('second root element')
      else root = element
      if (!selfClosing) {
        stack.push(element)
        if (stack.length > xmlLimits.maxDepth) fail('nested too deep')
      }
      at = end + 1
    }
  }
  if (stack.length > 0) fail(`unclosed <${stack.at(-1)!.name}>`)
  return root ?? fail('no root element')
}

/** The `>` ending a start tag, skipping quoted attribute values (which may hold `>`). */
function tagEnd(source: string, from: number): number | undefined {
  let quote: string | undefined
  for (let i = from + 1; i < source.length; i++) {
    const char = source[i]!
    if (quote) {
      if (char === quote) quote = undefined
    } else if (char === '"' || char === "'") quote = char
    else if (char === '<') return undefined
    else if (char === '>') return i
  }
  return undefined
}

function readTag(inner: string, fail: (reason: string) => never): XmlElement {
  const match = /^([^\s/>]+)([\s\S]*)$/.exec(inner)
  if (!match || !namePattern.test(match[1]!)) fail('bad element name')
  const attributes: Record<string, string> = {}
  let rest = match![2]!.trim()
  const attributePattern = /^([^\s=]+)\s*=\s*("([^"<]*)"|'([^'<]*)')\s*/
  while (rest !== '') {
    const attribute = attributePattern.exec(rest) ?? fail('bad attribute')
    const name = attribute[1]!
    if (!namePattern.test(name) || name in attributes) fail('bad or repeated attribute')
    attributes[name] = resolveEntities(attribute[3] ?? attribute[4] ?? '', fail)
    rest = rest.slice(attribute[0].length)
  }
  return { name: localName(match![1]!), attributes, children: [], text: '' }
}

function localName(name: string): string {
  return name.slice(name.indexOf(':') + 1)
}

function resolveEntities(raw: string, fail: (reason: string) => never): string {
  return raw.replace(/&([^;&\s]{0,10});?/g, (whole, entity: string) => {
    if (!whole.endsWith(';')) fail('bare ampersand')
    if (entity in predefined) return predefined[entity]!
    const numeric = /^#(?:x([0-9a-fA-F]{1,6})|([0-9]{1,7}))$/.exec(entity)
    const code = numeric ? Number.parseInt(numeric[1] ?? numeric[2]!, numeric[1] ? 16 : 10) : NaN
    if (!Number.isInteger(code) || code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff))
      fail(`unknown entity &${entity};`)
    return String.fromCodePoint(code)
  })
}
