import type { Locator, Page } from '@playwright/test'
import type { AdminListPage } from '#domain/admin/list.ts'
import type { MediaDocumentItem } from '#domain/media/schemas.ts'
import { seriousViolations } from '#tests/e2e/support/axe.ts'
import { e2eBaseUrl } from '#tests/e2e/support/e2e-env.ts'
import { expect, test } from '#tests/e2e/support/fixtures.ts'
import { login } from '#tests/e2e/support/site.ts'
import { corruptPng, jpeg, noisyJpeg, pdf, png, svg } from '#tests/support/upload-fixtures.ts'

const productForm = '/admin/draglamproducts/add-new'

/** The new-product form, where staff reach both popups: "Add image…" and "Choose documents…". */
async function openProductForm(page: Page) {
  await login(page, 'editor', productForm)
  await expect(page.getByRole('heading', { name: 'New product' })).toBeVisible()
}

/** Chromium's console line for an upload the server refused with `status`. */
const refusedUpload = (status: number, path: string) =>
  new RegExp(
    `^console\\.error Failed to load resource: the server responded with a status of ${status}\\b.* at ${e2eBaseUrl.replace(/\./g, '\\.')}${path}\\?`,
  )

/** Drops `bytes` as a file named `name` onto `target`, the way a browser delivers a file dragged from the desktop. */
async function dropFile(page: Page, target: Locator, bytes: Buffer, name: string, type: string) {
  const dataTransfer = await page.evaluateHandle(
    ({ data, fileName, mime }) => {
      const transfer = new DataTransfer()
      transfer.items.add(new File([new Uint8Array(data)], fileName, { type: mime }))
      return transfer
    },
    { data: [...bytes], fileName: name, mime: type },
  )
  await target.dispatchEvent('dragenter', { dataTransfer })
  await target.dispatchEvent('dragover', { dataTransfer })
  await target.dispatchEvent('drop', { dataTransfer })
}

test.describe('file manager and document manager popups', () => {
  test('fileManager: alt text first, wrong files refused, upload by file input and by drag and drop with progress, pick', async ({
    page,
    browserErrors,
  }) => {
    // Four uploads, one of them throttled to 256 KB/s, each encoded by the server into its responsive variants: on a
    // busy two-core machine that work alone took over 20 s of the default 30.
    test.setTimeout(90_000)
    await openProductForm(page)
    await page.getByRole('button', { name: 'Add image…' }).click()
    const dialog = page.getByRole('dialog', { name: 'Choose an image' })
    await expect(dialog).toBeVisible()
    const alt = dialog.getByRole('textbox', { name: 'Alt text' })
    await expect(alt).toBeFocused()
    expect(await seriousViolations(page)).toEqual([])
    const fileInput = dialog.locator('input[type=file]')
    const alert = dialog.getByRole('alert')

    // No alt text: nothing is sent, the field says why.
    await fileInput.setInputFiles({
      name: 'pile.jpg',
      mimeType: 'image/jpeg',
      buffer: await jpeg(1800, 1200),
    })
    await expect(dialog.getByText('Enter the alt text first: say what the picture shows.')).toBeVisible()
    await expect(alt).toHaveAttribute('aria-invalid', 'true')
    await expect(alt).toBeFocused()

    // Wrong files: an SVG named .png and an oversized photo are caught at once; a damaged PNG by the server.
    await alt.fill('Blue rock salt pile')
    await fileInput.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: svg })
    await expect(alert).toHaveText(
      'Choose a JPEG, PNG, WebP or AVIF image. Other files (SVG, GIF…) are not accepted.',
    )
    const huge = Buffer.concat([await jpeg(100, 100), Buffer.alloc(10 * 1024 * 1024)])
    await fileInput.setInputFiles({ name: 'huge.jpg', mimeType: 'image/jpeg', buffer: huge })
    await expect(alert).toHaveText('This image is larger than 10 MB. Make it smaller and try again.')
    browserErrors.expect(refusedUpload(422, '/api/salt/admin/images'))
    await fileInput.setInputFiles({ name: 'broken.png', mimeType: 'image/png', buffer: corruptPng() })
    await expect(alert).toHaveText(
      'This image could not be read. It may be damaged; save it again and retry.',
    )

    // Through the file input, on a slow uplink: the bar moves, reaches 100 %, then the image leads the list.
    const network = await page.context().newCDPSession(page)
    await network.send('Network.enable')
    await network.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 256 * 1024,
    })
    await fileInput.setInputFiles({ name: 'pile.jpg', mimeType: 'image/jpeg', buffer: await noisyJpeg() })
    const progress = dialog.getByRole('progressbar', { name: 'Uploading pile.jpg' })
    await expect(progress).toHaveAttribute('value', /^[1-9][0-9]?$/)
    await expect(progress).toHaveAttribute('value', '100', { timeout: 20_000 })
    await network.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    })
    // The answer comes once the server has encoded the photo's variants.
    await expect(
      dialog.getByRole('status').filter({ hasText: 'Uploaded. It is first in the list below.' }),
    ).toBeVisible({ timeout: 30_000 })
    const grid = dialog.getByRole('region', { name: 'Images' })
    await expect(grid.getByRole('button', { name: /^Use image: / }).first()).toHaveAccessibleName(
      'Use image: Blue rock salt pile',
    )
    await expect(alt).toHaveValue('')

    // By drag and drop.
    await alt.fill('Treated salt, dropped')
    await dropFile(page, dialog.getByTestId('drop-zone'), await png(500, 400), 'drop.png', 'image/png')
    await expect(dialog.getByRole('progressbar', { name: 'Uploading drop.png' })).toHaveAttribute(
      'value',
      '100',
    )
    await expect(grid.getByRole('button', { name: /^Use image: / }).first()).toHaveAccessibleName(
      'Use image: Treated salt, dropped',
    )

    // Search, then pick: the popup closes and the form shows the image with its alt text.
    await dialog.getByRole('searchbox', { name: 'Search images by alt text or name' }).fill('rock salt pile')
    await dialog.getByRole('button', { name: 'Search' }).click()
    await expect(grid.getByRole('button', { name: /^Use image: / })).toHaveCount(1)
    await grid.getByRole('button', { name: 'Use image: Blue rock salt pile' }).click()
    await expect(dialog).toHaveCount(0)
    const field = page.getByRole('group', { name: 'Image 1 (shown first)' })
    await expect(field.getByText('Alt text: Blue rock salt pile')).toBeVisible()
    const preview = field.locator('img')
    await expect(preview).toHaveAttribute('src', /^\/media\/[0-9a-f]{24}-800\.webp$/)
    await expect(preview).toHaveAttribute('width', '800')
    await expect(preview).toHaveAttribute('height', '600')
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(800)
    const served = await page.request.get((await preview.getAttribute('src'))!)
    expect(served.headers()['content-type']).toBe('image/webp')
  })

  test('fileManager: Tab stays inside, Escape closes without picking', async ({ page }) => {
    await openProductForm(page)
    const add = page.getByRole('button', { name: 'Add image…' })
    await add.click()
    const dialog = page.getByRole('dialog', { name: 'Choose an image' })
    await expect(dialog.getByRole('textbox', { name: 'Alt text' })).toBeFocused()
    await page.keyboard.press('Shift+Tab')
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(dialog.getByRole('textbox', { name: 'Alt text' })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(dialog).toHaveCount(0)
    await expect(add).toBeFocused()
    await expect(page.getByText('No images.')).toBeVisible()
  })

  test('docManager: linked documents come checked; a PDF uploaded with its title is added; Use selected hands back the choice', async ({
    page,
  }) => {
    await openProductForm(page)
    const token = await page.evaluate(() => localStorage.getItem('token'))
    const listed = await page.request.get('/api/salt/admin/documents', {
      headers: { authorization: `Bearer ${token}` },
    })
    const [linked, other] = ((await listed.json()) as AdminListPage<MediaDocumentItem>).items
    const chooseDocuments = page.getByRole('button', { name: 'Choose documents…' })
    const formDocuments = page.getByRole('group', { name: 'Safety documents' }).getByRole('listitem')
    const dialog = page.getByRole('dialog', { name: 'Choose documents' })

    // Link one, then open the popup again: the linked one comes checked.
    await chooseDocuments.click()
    await expect(dialog.getByText('0 selected')).toBeVisible()
    await dialog.getByRole('checkbox', { name: linked!.title }).check()
    await dialog.getByRole('button', { name: 'Use selected' }).click()
    await expect(formDocuments).toHaveCount(1)
    await expect(formDocuments).toContainText(linked!.title)
    await chooseDocuments.click()
    await expect(dialog.getByRole('checkbox', { name: linked!.title })).toBeChecked()
    await expect(dialog.getByRole('checkbox', { name: other!.title })).not.toBeChecked()
    await expect(dialog.getByText('1 selected')).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])

    const fileInput = dialog.locator('input[type=file]')
    await fileInput.setInputFiles({
      name: 'brine.pdf',
      mimeType: 'application/pdf',
      buffer: pdf('Winter brine'),
    })
    await expect(dialog.getByText('Enter the document’s title first.')).toBeVisible()
    await dialog.getByRole('textbox', { name: 'Title' }).fill('Winter brine SDS')
    await fileInput.setInputFiles({
      name: 'fake.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('<html>not a pdf</html>'),
    })
    await expect(dialog.getByRole('alert')).toHaveText('Choose a PDF file.')
    await dropFile(page, dialog.getByTestId('drop-zone'), pdf('Winter brine'), 'brine.pdf', 'application/pdf')
    await expect(dialog.getByRole('progressbar', { name: 'Uploading brine.pdf' })).toHaveAttribute(
      'value',
      '100',
    )
    await expect(dialog.getByRole('checkbox', { name: 'Winter brine SDS' })).toBeChecked()

    await dialog.getByRole('checkbox', { name: linked!.title }).uncheck()
    await dialog.getByRole('checkbox', { name: other!.title }).check()
    await expect(dialog.getByText('2 selected')).toBeVisible()
    await dialog.getByRole('button', { name: 'Use selected' }).click()
    await expect(dialog).toHaveCount(0)
    await expect(formDocuments).toHaveCount(2)
    await expect(formDocuments.nth(0)).toContainText('Winter brine SDS (winter-brine-sds.pdf')
    await expect(formDocuments.nth(1)).toContainText(other!.title)
    const served = await page.request.get('/documents/winter-brine-sds/winter-brine-sds.pdf')
    expect(served.headers()['content-type']).toBe('application/pdf')
  })
})
