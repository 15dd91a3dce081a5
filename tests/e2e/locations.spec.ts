import type { Page } from '@playwright/test'
import { hoursTable, scheduleNotes } from '#domain/opening-hours/display.ts'
import { openingStatus } from '#domain/opening-hours/opening-hours.ts'
import { locationLinks } from '#domain/site/links.ts'
import { type DemoLocation, demoLocations } from '#server/db/seed/demo-locations.ts'
import { seriousViolations } from '#tests/e2e/support/axe.ts'
import { expect, httpErrorLog, test } from '#tests/e2e/support/fixtures.ts'
import { closeDialog, openSite, urgentNotice } from '#tests/e2e/support/site.ts'

const demo = (slug: string): DemoLocation => {
  const location = demoLocations.find((candidate) => candidate.slug === slug)
  if (!location) throw new Error(`no demo location ${slug}`)
  return location
}

/** The texts the pure function gives between two moments: the page was computed somewhere in between. */
function statusesBetween(location: DemoLocation, from: Date, to: Date): string[] {
  return [...new Set([openingStatus(location, from), openingStatus(location, to)])]
}

/** Every request the page makes, so a test can show that none leaves the machine. */
function recordHosts(page: Page): Set<string> {
  const hosts = new Set<string>()
  page.on('request', (request) => void hosts.add(new URL(request.url()).hostname))
  return hosts
}

test('/location lists the eleven locations A–Z, each with its live status, address and phone', async ({
  page,
}) => {
  const hosts = recordHosts(page)
  const before = new Date()
  await openSite(page, '/location')
  await expect(page.getByRole('heading', { level: 1, name: 'Locations' })).toBeVisible()
  const cards = page.getByRole('list', { name: 'Locations' }).getByRole('article')
  await expect(cards).toHaveCount(11)

  const names = await cards.getByRole('heading', { level: 2 }).allTextContents()
  const aToZ = [...names].sort(new Intl.Collator('en-CA', { sensitivity: 'base' }).compare)
  expect(names).toEqual(aToZ)
  // The same names as the footer's location links.
  expect(names).toEqual(locationLinks.map((link) => link.label))

  const statuses = await cards.getByTestId('opening-status').allTextContents()
  const after = new Date()
  for (const [index, name] of names.entries()) {
    const location = demoLocations.find((candidate) => candidate.locationName === name)!
    expect(statusesBetween(location, before, after), name).toContain(statuses[index])
    const card = cards.nth(index)
    await expect(card.getByRole('link', { name, exact: true })).toHaveAttribute(
      'href',
      `/location/${location.slug}`,
    )
    await expect(card.getByText(location.address)).toBeVisible()
    await expect(card.getByRole('link', { name: location.phone })).toHaveAttribute(
      'href',
      `tel:${location.phone.replace(/\D/g, '')}`,
    )
  }
  // No map without a maps key, and nothing requested from another host.
  await expect(page.getByRole('region', { name: /^Map of/ })).toHaveCount(0)
  expect([...hosts].filter((host) => host !== '127.0.0.1')).toEqual([])
})

test('a location page: status, hours Monday–Sunday, notes, contact, maps link, products, JSON-LD', async ({
  page,
}) => {
  const location = demo('scarborough-markham')
  const hosts = recordHosts(page)
  const before = new Date()
  const response = await page.goto(`/location/${location.slug}`)
  expect(response?.status()).toBe(200)
  await expect(urgentNotice(page)).toBeVisible()
  await closeDialog(page)
  await expect(page.getByRole('heading', { level: 1, name: location.locationName })).toBeVisible()
  const status = await page.getByTestId('opening-status').textContent()
  expect(statusesBetween(location, before, new Date())).toContain(status)

  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link')
  await expect(crumbs).toHaveText(['Home', 'Location', location.locationName])

  const rows = page.getByRole('table', { name: 'Opening hours' }).getByRole('row')
  const expectedRows = hoursTable(location.weeklyHours)
  await expect(rows).toHaveCount(1 + 7)
  for (const [index, row] of expectedRows.entries()) {
    await expect(rows.nth(index + 1).getByRole('rowheader')).toContainText(row.day)
    await expect(rows.nth(index + 1).getByRole('cell')).toHaveText(row.hours)
  }
  await expect(rows.nth(7).getByRole('cell')).toHaveText('Closed')

  const notes = page.getByRole('region', { name: 'Holiday and special hours' })
  const expectedNotes = scheduleNotes(location.customSchedule, new Date())
  if (expectedNotes.length === 0) {
    await expect(notes).toContainText('No changes to the regular hours in the next 30 days.')
  }
  for (const note of expectedNotes) {
    for (const line of note.lines) await expect(notes.getByText(line, { exact: true })).toBeVisible()
  }

  const contact = page.getByRole('region', { name: 'Address and contact' })
  await expect(contact.getByText(location.address)).toBeVisible()
  await expect(contact.getByRole('link', { name: location.phone })).toHaveAttribute(
    'href',
    `tel:${location.phone.replace(/\D/g, '')}`,
  )
  await expect(contact.getByRole('link', { name: location.eMail })).toHaveAttribute(
    'href',
    `mailto:${location.eMail}`,
  )
  const mapsLink = contact.getByRole('link', { name: /^Open in maps/ })
  await expect(mapsLink).toHaveText('Open in maps: Scarborough/Markham')
  await expect(mapsLink).toHaveAttribute(
    'href',
    `https://www.google.com/maps/search/?api=1&query=${location.latitude}%2C${location.longitude}`,
  )

  const products = page.getByRole('region', { name: 'Products at this location' })
  const productLinks = products.getByRole('link')
  expect(await productLinks.count()).toBeGreaterThan(0)
  for (const href of await productLinks.evaluateAll((links) =>
    links.map((link) => link.getAttribute('href')),
  )) {
    expect(href).toMatch(/^\/products\/[a-z0-9-]+\/[a-z0-9-]+$/)
  }
  const levels = await products
    .getByRole('listitem')
    .evaluateAll((items) => items.map((item) => item.lastElementChild?.textContent))
  for (const level of levels) expect(['In stock', 'Low stock', 'Out of stock']).toContain(level)

  const jsonLd = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) =>
      scripts.map((script) => JSON.parse(script.textContent ?? '{}') as Record<string, unknown>),
    )
  const business = jsonLd.find((data) => data['@type'] === 'LocalBusiness')
  expect(business).toMatchObject({
    '@context': 'https://schema.org',
    name: `Draglam Salt ${location.locationName}`,
    telephone: location.phone,
    email: location.eMail,
    address: { '@type': 'PostalAddress', streetAddress: location.address, postalCode: location.postalCode },
    geo: { latitude: location.latitude, longitude: location.longitude },
    openingHoursSpecification: expect.arrayContaining([
      expect.objectContaining({ dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'] }),
    ]),
  })
  expect(jsonLd.some((data) => data['@type'] === 'BreadcrumbList')).toBe(true)

  await expect(page.getByRole('region', { name: /^Map of/ })).toHaveCount(0)
  expect([...hosts].filter((host) => host !== '127.0.0.1')).toEqual([])
})

test("today's hours text overrides the status on the list and the page", async ({ page }) => {
  const location = demo('oshawa-docks')
  await openSite(page, '/location')
  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: location.locationName }) })
  await expect(card.getByTestId('opening-status')).toHaveText(location.todaysHours!)
  await card.getByRole('link', { name: location.locationName, exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: location.locationName })).toBeVisible()
  await expect(page.getByTestId('opening-status')).toHaveText(location.todaysHours!)
})

test('an unknown location is a 404 page', async ({ page, browserErrors }) => {
  browserErrors.expect(httpErrorLog(404, '/location/no-such-yard'))
  const response = await page.goto('/location/no-such-yard')
  expect(response?.status()).toBe(404)
  await expect(page.getByText('This page could not be found')).toBeVisible()
})

test('the status changes in the browser when the minute turns, without a reload or hydration warnings', async ({
  page,
}) => {
  const warnings: string[] = []
  page.on('console', (message) => {
    if (/hydrat/i.test(message.text())) warnings.push(message.text())
  })
  const location = demo('bradford')
  // Monday 2026-11-23 in Toronto: Bradford closes at 6 PM. The server renders with its own clock; the browser's
  // text takes over after hydration, from this clock.
  await page.clock.install({ time: new Date('2026-11-23T17:58:00-05:00') })
  await openSite(page, `/location/${location.slug}`)
  const status = page.getByTestId('opening-status')
  const open = openingStatus(location, new Date('2026-11-23T17:59:00-05:00'))
  const closed = openingStatus(location, new Date('2026-11-23T18:00:00-05:00'))
  expect(open).not.toBe(closed)
  await expect(status).toHaveText(open)

  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true))
  await page.clock.pauseAt(new Date('2026-11-23T17:59:30-05:00'))
  await expect(status).toHaveText(open)
  await page.clock.runFor(60_000)
  await expect(status).toHaveText(closed)
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true)
  // Today's row follows the browser's clock too.
  await expect(page.getByRole('row', { name: /Monday/ }).getByText('Today')).toBeVisible()
  await expect(page.getByRole('row', { name: /Tuesday/ }).getByText('Today')).toBeHidden()
  expect(warnings).toEqual([])
})

test('/location and a location page have no serious accessibility violations, their live boards included', async ({
  page,
}) => {
  await openSite(page, '/location')
  // The boards load two seconds after the page (ADR 0037): checked before then, axe would not see them.
  const list = page.getByRole('list', { name: 'Locations' })
  await expect(list.getByTestId('yard-board')).toHaveCount(11)
  expect(await seriousViolations(page)).toEqual([])
  await list.getByRole('link', { name: 'Concord', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Concord' })).toBeVisible()
  await expect(page.getByTestId('yard-board')).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
})
