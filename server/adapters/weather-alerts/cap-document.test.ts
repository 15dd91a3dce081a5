import { describe, expect, test } from 'vitest'
import { alertCoversYard } from '#domain/weather/cap-alert.ts'
import { capFixture } from '#tests/support/weather-alerts.ts'
import { readCapDocument } from './cap-document.ts'
import { XmlRefused, parseStrictXml, xmlLimits } from './strict-xml.ts'

const sentAt = new Date('2026-12-03T15:00:00Z')
const brampton = { latitude: 43.6963, longitude: -79.7297, forecastRegions: [] }
const etobicoke = { latitude: 43.7049, longitude: -79.5773, forecastRegions: [] }

describe('reading ECCC CAP files', () => {
  test('the orange warning keeps CAP’s fields, the English block and ECCC’s colour', () => {
    const alert = readCapDocument(capFixture('orange-winter-storm-warning', sentAt))
    expect(alert).toMatchObject({
      identifier: 'urn:oid:2.49.0.1.124.3561804117.2026',
      sender: 'cap-pac@canada.ca',
      sent: '2026-12-03T15:00:00-00:00',
      status: 'Actual',
      msgType: 'Alert',
      references: [],
      event: 'winter storm',
      headline: 'winter storm warning in effect',
      urgency: 'Future',
      severity: 'Moderate',
      certainty: 'Likely',
      onset: '2026-12-04T00:00:00-00:00',
      expires: '2026-12-04T18:00:00-00:00',
      colour: 'orange',
    })
    expect(alert.description).toContain('blowing snow & reduced visibility')
    expect(alert.areas).toEqual([
      {
        description: 'Mississauga - Brampton',
        polygons: [
          [
            [43.52, -79.95],
            [43.85, -79.95],
            [43.85, -79.62],
            [43.52, -79.62],
            [43.52, -79.95],
          ],
        ],
        geocodes: [
          { name: 'layer:EC-MSC-SMC:1.0:CLC', value: '048900' },
          { name: 'profile:CAP-CP:Location:0.3', value: '3521005' },
        ],
      },
    ])
    expect(alertCoversYard(alert, brampton)).toBe(true)
    expect(alertCoversYard(alert, etobicoke)).toBe(false)
    expect(alertCoversYard(alert, { ...etobicoke, forecastRegions: ['048900'] })).toBe(true)
  })

  test('an update and a cancellation carry their references', () => {
    const update = readCapDocument(capFixture('orange-winter-storm-update', sentAt))
    expect(update.msgType).toBe('Update')
    expect(update.references).toEqual([
      {
        sender: 'cap-pac@canada.ca',
        identifier: 'urn:oid:2.49.0.1.124.3561804117.2026',
        sent: '2026-12-03T15:00:00-00:00',
      },
    ])
    const cancel = readCapDocument(capFixture('orange-winter-storm-cancel', sentAt))
    expect(cancel.msgType).toBe('Cancel')
    expect(cancel.references.map((reference) => reference.identifier)).toEqual([
      'urn:oid:2.49.0.1.124.3561804117.2026',
      'urn:oid:2.49.0.1.124.3561804290.2026',
    ])
    expect(cancel.colour).toBeNull()
  })

  test('the yellow alert elsewhere is yellow and covers no Peel yard', () => {
    const alert = readCapDocument(capFixture('yellow-snowfall-kitchener', sentAt))
    expect(alert.colour).toBe('yellow')
    expect(alertCoversYard(alert, brampton)).toBe(false)
    expect(alertCoversYard(alert, { ...brampton, forecastRegions: ['046500'] })).toBe(true)
  })
})

describe('refusing what is not a safe CAP file', () => {
  const refused = (text: string) => expect(() => readCapDocument(text)).toThrow(XmlRefused)

  test('a truncated file', () => {
    expect(() => readCapDocument(capFixture('malformed', sentAt))).toThrow(/unclosed <description>/)
  })

  test('entity declarations (expansion) are refused before any entity is read', () => {
    expect(() => readCapDocument(capFixture('hostile-entity-expansion', sentAt))).toThrow(
      /markup declaration/,
    )
  })

  test('an external entity, an unknown entity, a processing instruction', () => {
    expect(() => parseStrictXml('<!DOCTYPE a SYSTEM "file:///etc/passwd"><a/>')).toThrow(/markup declaration/)
    expect(() => parseStrictXml('<a>&xxe;</a>')).toThrow(/unknown entity/)
    expect(() => parseStrictXml('<a><?php echo 1 ?></a>')).toThrow(/processing instruction/)
  })

  test('a file over the size cap, and nesting past the depth cap', () => {
    const padding = ' '.repeat(xmlLimits.maxBytes)
    expect(() => readCapDocument(capFixture('orange-winter-storm-warning', sentAt) + padding)).toThrow(
      /too large/,
    )
    expect(() => parseStrictXml('<a>'.repeat(xmlLimits.maxDepth + 1))).toThrow(/nested too deep/)
  })

  test('mismatched tags, two roots, text outside the root', () => {
    expect(() => parseStrictXml('<alert><identifier></alert></identifier>')).toThrow(/unexpected closing/)
    expect(() => parseStrictXml('<a/><b/>')).toThrow(/second root/)
    expect(() => parseStrictXml('<a/>junk')).toThrow(/outside the root/)
  })

  test('well-formed XML that is not CAP 1.2, or a CAP file missing a required field', () => {
    refused('<alert xmlns="urn:oasis:names:tc:emergency:cap:1.1"><identifier>x</identifier></alert>')
    refused(capFixture('orange-winter-storm-warning', sentAt).replace(/<sent>[^<]*<\/sent>/, ''))
    refused(
      capFixture('orange-winter-storm-warning', sentAt).replace('<severity>Moderate', '<severity>Awful'),
    )
  })

  test('character references and CDATA are read, not refused', () => {
    expect(parseStrictXml('<a x="&#65;&#x42;">&lt;<![CDATA[<b>]]></a>')).toEqual({
      name: 'a',
      attributes: { x: 'AB' },
      children: [],
      text: '<<b>',
    })
  })
})
