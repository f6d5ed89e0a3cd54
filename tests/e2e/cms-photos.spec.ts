// The owner adds a photo in the CMS (ADR 028): it is checked when it is chosen, before it enters
// the entry — too small for its slot, or carrying the place it was taken, it is refused in the
// build's German words and nothing of it is saved; one that fits is saved into content/media/ and
// passes the build's content check. On the owner's phone (390 × 844, touch, German).
import { rmSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import sharp from 'sharp'
import { photoMinimums } from '#src/schemas/fields.ts'
import { photoLocationRefusal, photoTooSmall } from '#src/schemas/photo-checks.ts'
import { type OpenCms, field, openCms, swipeTo, ownersPhone } from './cms-editor.ts'
import { expect, test } from './fixtures.ts'
import { checkContentOf } from './pages-from-content.ts'

test.use(ownersPhone)

/** A JPEG of `size`, as a phone's camera or a messenger hands it over. */
async function jpeg(name: string, size: { width: number; height: number }, gps = false) {
  const image = sharp({ create: { ...size, channels: 3, background: '#b5542b' } })
  const withPlace = gps
    ? image.withExif({
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '49/1 29/1 1830/100',
          GPSLongitudeRef: 'E',
          GPSLongitude: '7/1 43/1 5/1',
        },
      })
    : image
  return { name, mimeType: 'image/jpeg', buffer: await withPlace.jpeg().toBuffer() }
}

/** The „Über uns“ photo's field, added, and the CMS's dialog of photos opened from it. */
async function chooseAboutPhoto(page: Page) {
  await page.getByRole('treeitem', { name: 'Startseite', exact: true }).tap()
  const add = field(page, 'about.photo').getByRole('button', { name: /Foto\W* hinzufügen/ })
  await swipeTo(add)
  await add.tap()
  await field(page, 'about.photo.0.image').getByRole('button', { name: 'Foto wählen' }).tap()
  return page.getByRole('dialog', { name: 'Bild auswählen' })
}

async function mediaFiles(cms: OpenCms): Promise<string[]> {
  const root = await cms.copyOut()
  try {
    const { readdirSync, existsSync } = await import('node:fs')
    const media = join(root, 'content/media')
    return existsSync(media) ? readdirSync(media) : []
  } finally {
    rmSync(root, { recursive: true, force: true })
  }
}

test('a photo too small for its slot is refused when chosen, and nothing of it is saved', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const cms = await openCms(page)
  const before = await mediaFiles(cms)
  const dialog = await chooseAboutPhoto(page)
  const size = { width: 1000, height: 750 }
  await dialog.locator('input[type=file]').setInputFiles(await jpeg('klein.jpg', size))
  await dialog.getByRole('button', { name: 'Einfügen' }).tap()
  const image = field(page, 'about.photo.0.image')
  await expect(image.getByRole('alert')).toHaveText(photoTooSmall(size, photoMinimums.card)!)
  await expect(image).toContainText('Noch kein Foto gewählt.')
  // Saving with the rest filled in: refused, the photo named as missing.
  await field(page, 'about.photo.0.alt.de').locator('input').fill('Unser Gastraum')
  await page.getByRole('button', { name: 'Speichern', exact: true }).tap()
  await expect(page.locator('.entry-problems')).toContainText('Foto › Foto: fehlt')
  expect(await cms.savedText('home.yaml')).toBe(cms.originalText('home.yaml'))
  expect(await mediaFiles(cms)).toEqual(before)
})

test('a photo that carries the place it was taken never reaches the CMS', async ({ page }) => {
  test.setTimeout(120_000)
  const cms = await openCms(page)
  const before = await mediaFiles(cms)
  const dialog = await chooseAboutPhoto(page)
  const refused = page.waitForEvent('dialog')
  await dialog
    .locator('input[type=file]')
    .setInputFiles(await jpeg('standort.jpg', photoMinimums.card, true))
  const alert = await refused
  expect(alert.message()).toBe(photoLocationRefusal)
  await alert.accept()
  await expect(dialog).toContainText('Keine Dateien gefunden.')
  expect(await mediaFiles(cms)).toEqual(before)
})

test('a photo that fits is saved into content/media and passes the content check', async ({
  page,
}) => {
  test.setTimeout(150_000)
  const cms = await openCms(page)
  const dialog = await chooseAboutPhoto(page)
  await dialog
    .locator('input[type=file]')
    .setInputFiles(await jpeg('gastraum.jpg', photoMinimums.card))
  await dialog.getByRole('button', { name: 'Einfügen' }).tap()
  const image = field(page, 'about.photo.0.image')
  await expect(image.locator('img')).toBeVisible()
  await expect(image.getByRole('alert')).toHaveCount(0)
  await field(page, 'about.photo.0.alt.de').locator('input').fill('Unser Gastraum')
  await page.getByRole('button', { name: 'Speichern', exact: true }).tap()
  await expect(page.getByText(/Eintrag gespeichert/)).toBeVisible({ timeout: 30_000 })
  const home = (await cms.saved('home')) as { about: { photo: { image: string }[] } }
  const [photo] = home.about.photo
  expect(photo).toEqual({
    image: expect.stringMatching(/^\/media\/gastraum.*\.jpg$/),
    alt: { de: 'Unser Gastraum' },
  })
  expect(await mediaFiles(cms)).toContain(photo!.image.replace('/media/', ''))
  const root = await cms.copyOut()
  try {
    expect(await checkContentOf(root)).toBe(0)
  } finally {
    rmSync(root, { recursive: true, force: true })
  }
})
