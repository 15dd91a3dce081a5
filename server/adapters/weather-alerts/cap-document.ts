import { type CapAlert, type CapArea, alertColours, capAlertSchema } from '#domain/weather/cap-alert.ts'
import { type XmlElement, XmlRefused, parseStrictXml } from './strict-xml.ts'

const capNamespace = 'urn:oasis:names:tc:emergency:cap:1.2'

/**
 * ECCC names its colour parameter under its own `layer:EC-MSC-SMC` prefix; the exact valueName is matched by its
 * ending (…Colour / …Color) so a version bump of the layer does not lose the colour (ADR 0033).
 */
const colourParameter = /^layer:EC-MSC-SMC:[\d.]+:\w*colou?r$/i

/** Reads one CAP 1.2 file into the shop's shape, or throws XmlRefused saying why it is not one. */
export function readCapDocument(source: string): CapAlert {
  const root = parseStrictXml(source)
  if (root.name !== 'alert' || root.attributes.xmlns !== capNamespace)
    throw new XmlRefused('not a CAP 1.2 alert')
  const infos = children(root, 'info')
  const info =
    infos.find((block) => /^en/i.test(textOf(block, 'language') ?? '')) ??
    infos.find((block) => textOf(block, 'language') === undefined) ??
    infos[0]
  if (!info) throw new XmlRefused('no info block')
  const candidate = {
    identifier: textOf(root, 'identifier'),
    sender: textOf(root, 'sender'),
    sent: textOf(root, 'sent'),
    status: textOf(root, 'status'),
    msgType: textOf(root, 'msgType'),
    references: readReferences(textOf(root, 'references')),
    event: textOf(info, 'event'),
    headline: textOf(info, 'headline') ?? textOf(info, 'event'),
    description: textOf(info, 'description') ?? '',
    urgency: textOf(info, 'urgency'),
    severity: textOf(info, 'severity'),
    certainty: textOf(info, 'certainty'),
    onset: textOf(info, 'onset') ?? textOf(info, 'effective') ?? null,
    expires: textOf(info, 'expires') ?? null,
    colour: readColour(info),
    areas: children(info, 'area').map(readArea),
  }
  const parsed = capAlertSchema.safeParse(candidate)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw new XmlRefused(`CAP field ${issue?.path.join('.')}: ${issue?.message}`)
  }
  return parsed.data
}

function children(element: XmlElement, name: string): XmlElement[] {
  return element.children.filter((child) => child.name === name)
}

function textOf(element: XmlElement, name: string): string | undefined {
  const text = children(element, name)[0]?.text.trim()
  return text === '' ? undefined : text
}

/** CAP `references`: space-separated `sender,identifier,sent` triples. */
function readReferences(text: string | undefined) {
  if (!text) return []
  return text.split(/\s+/).map((triple) => {
    const [sender, identifier, sent, ...rest] = triple.split(',')
    if (!sender || !identifier || !sent || rest.length > 0) throw new XmlRefused('malformed references')
    return { sender, identifier, sent }
  })
}

function readColour(info: XmlElement): CapAlert['colour'] {
  for (const parameter of children(info, 'parameter')) {
    if (!colourParameter.test(textOf(parameter, 'valueName') ?? '')) continue
    const value = textOf(parameter, 'value')?.toLowerCase()
    const colour = alertColours.find((known) => known === value)
    if (colour) return colour
  }
  return null
}

function readArea(area: XmlElement): CapArea {
  return {
    description: textOf(area, 'areaDesc') ?? '',
    polygons: children(area, 'polygon').map((polygon) => readPolygon(polygon.text)),
    geocodes: children(area, 'geocode').map((code) => ({
      name: textOf(code, 'valueName') ?? '',
      value: textOf(code, 'value') ?? '',
    })),
  }
}

/** `lat,lon lat,lon …`, the first point repeated last (a closed ring). */
function readPolygon(text: string): [number, number][] {
  const points = text
    .trim()
    .split(/\s+/)
    .map((pair) => {
      const [lat, lon, ...rest] = pair.split(',').map(Number)
      if (rest.length > 0 || !Number.isFinite(lat) || !Number.isFinite(lon))
        throw new XmlRefused('malformed polygon')
      return [lat!, lon!] as [number, number]
    })
  const [first, last] = [points[0], points.at(-1)]
  if (!first || !last || first[0] !== last[0] || first[1] !== last[1])
    throw new XmlRefused('polygon not closed')
  return points
}
