// The CMS at /admin/ end to end (issue 19): Decap CMS from the production build, under its own
// Content-Security-Policy, saving through decap-server (the local backend `npm run admin` starts)
// into a copy of content/. The owner changes the price of Butter Chicken, the first specialty's
// dish: the data file changes in that one line, a rebuild from the copy shows the new price on the
// specialty card and in the menu, and a price the build would refuse is refused by the CMS first.
// The owner also uploads a photo, which lands in the copy's media folder and passes the build's
// content check, and changes the phone number, which changes that one line of restaurant.yaml. A
// photo too small for its slot, or one that carries the place it was taken, is refused in German
// when it is chosen, before anything is saved.
import { type ChildProcess, spawn } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { type AddressInfo, createServer } from 'node:net'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import sharp from 'sharp'
import { parse } from 'yaml'
import { localBackendHost, localBackendPath } from '#src/admin/local-backend.ts'
import { contentDir, loadSite } from '../../builder/content/load-site.ts'
import type { ContentFileName } from '#src/schemas/index.ts'
import { photoMinimums } from '#src/schemas/fields.ts'
import { photoLocationRefusal, photoTooSmall } from '#src/schemas/photo-checks.ts'
import { formatEuro } from '#src/lib/format-price.ts'
import { uiTexts } from '#src/i18n/index.ts'
import { expect, test } from './fixtures.ts'
import { buildPagesFrom, checkContentOf, serveBuild } from './pages-from-content.ts'
import { waitForIslandsArmed } from './wait-for-hydration.ts'

const site = loadSite('de')
const dishNumber = site.specialties[0]!.dish
const category = site.menu.find((c) => c.items.some((item) => item.number === dishNumber))!
const dish = category.items.find((item) => item.number === dishNumber)!
const oldPrice = formatEuro(dish.priceCents, 'de').replace(/\s*€$/, '')
const newCents = dish.priceCents + 60
const newPrice = formatEuro(newCents, 'de').replace(/\s*€$/, '')

/** A port nothing listens on. */
async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, resolve))
  const { port } = server.address() as AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

/** decap-server on `port`, serving the files under `root`; resolves once it answers. */
async function startDecapServer(root: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, [createRequire(import.meta.url).resolve('decap-server')], {
    env: {
      ...process.env,
      BIND_HOST: localBackendHost,
      PORT: String(port),
      GIT_REPO_DIRECTORY: root,
    },
    stdio: 'ignore',
  })
  await expect
    .poll(
      async () =>
        fetch(`http://${localBackendHost}:${port}${localBackendPath}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ action: 'info' }),
        }).then(
          (response) => response.ok,
          () => false,
        ),
      { timeout: 15_000 },
    )
    .toBe(true)
  return child
}

interface Workspace {
  /** The copy of the repository decap-server saves into (content/ only). */
  root: string
  /** Console messages about the Content-Security-Policy of /admin/. */
  policyProblems: string[]
}

/**
 * A copy of content/ (CONTENT_DIR when set) served by its own decap-server; the page's requests to
 * the local backend (on its own origin, as `npm run admin`'s dev server forwards them) go to it.
 * Opens /admin/ and logs in (the local backend needs no account).
 */
async function openCms(page: Page, edit: (workspace: Workspace) => Promise<void>) {
  const root = mkdtempSync(join(tmpdir(), 'cms-'))
  // The data the tests read (content/, or CONTENT_DIR), so that expectations and copy agree.
  cpSync(contentDir, join(root, 'content'), { recursive: true })
  const decapPort = await freePort()
  const decapServer = await startDecapServer(root, decapPort)
  try {
    await page.route(
      (url) => url.pathname === localBackendPath,
      async (route) => {
        const url = `http://${localBackendHost}:${decapPort}${localBackendPath}`
        await route.fulfill({ response: await route.fetch({ url }) })
      },
    )
    const policyProblems: string[] = []
    page.on('console', (message) => {
      if (/Content[- ]Security[- ]Policy|Refused to/i.test(message.text())) {
        policyProblems.push(message.text())
      }
    })
    const response = await page.goto('/admin/')
    expect(response?.headers()['content-security-policy']).toContain("'unsafe-eval'")
    // GitHub's login window reports back through window.opener.
    expect(response?.headers()['cross-origin-opener-policy']).toBe('same-origin-allow-popups')
    await page.getByRole('button', { name: /Login|Anmelden/ }).click()
    await edit({ root, policyProblems })
    expect(policyProblems).toEqual([])
  } finally {
    // Decap keeps asking its backend; a request still in the route when the test ends would fail
    // it ("Fetch response has been disposed").
    await page.unrouteAll({ behavior: 'ignoreErrors' })
    decapServer.kill()
    rmSync(root, { recursive: true, force: true })
  }
}

/** Opens the editor of a data file (content/<file>.yaml) from the sidebar, as the owner does. */
async function openFile(page: Page, label: string, file: ContentFileName) {
  await page.getByRole('link', { name: label, exact: true }).first().click()
  await page.locator(`a[href$="/collections/${file}/entries/${file}"]`).click()
}

/** Opens a list entry of the editor by the line it shows when collapsed. */
async function expand(page: Page, summary: string) {
  await page
    .getByText(summary, { exact: true })
    .locator('xpath=preceding-sibling::div[1]/button[1]')
    .click()
}

async function publish(page: Page) {
  await page.getByRole('button', { name: 'Veröffentlichen' }).click()
  await page.getByText('Jetzt veröffentlichen').click()
}

test('the owner changes a price in the CMS; the rebuilt site shows it, a wrong price is refused', async ({
  page,
}) => {
  test.setTimeout(240_000)
  // The dish of the example.
  expect(dish.name.text).toBe('Butter Chicken')
  await openCms(page, async ({ root }) => {
    const menuFile = join(root, 'content/menu.yaml')
    const original = readFileSync(menuFile, 'utf8')
    await openFile(page, 'Speisekarte', 'menu')
    await expand(page, category.title.text)
    await expand(page, `${dish.number} ${dish.name.text} – ${oldPrice} €`)
    const price = page.locator('input[id^=price-field]').filter({ visible: true })
    await expect(price).toHaveValue(oldPrice)

    // A letter O for a zero: the CMS names the field and saves nothing.
    await price.fill(`${oldPrice.slice(0, -1)}O`)
    await publish(page)
    await expect(page.getByText(/Bitte als Euro mit Komma und zwei Nachkommastellen/)).toBeVisible()
    expect(readFileSync(menuFile, 'utf8')).toBe(original)

    // Decap's field keeps its cursor handling after an error: clear it first, as the owner would.
    await price.clear()
    await price.fill(newPrice)
    await expect(price).toHaveValue(newPrice)
    await publish(page)
    // Decap serialises the whole file before it saves: seconds for the menu on a busy machine.
    await expect(page.getByText('Beitrag gespeichert')).toBeVisible({ timeout: 30_000 })
    // The data file changes in that one line.
    const pattern = new RegExp(`(number: "${dish.number}"\\n[\\s\\S]*?price: )${oldPrice}\\n`)
    await expect
      .poll(() => readFileSync(menuFile, 'utf8'))
      .toBe(original.replace(pattern, `$1${newPrice}\n`))

    // Rebuild the pages from the changed copy and look at them.
    await buildPagesFrom(root)
    const rebuilt = await serveBuild(root)
    try {
      const { origin } = rebuilt
      await page.goto(`${origin}/`)
      const card = page
        .locator('article')
        .filter({ has: page.getByRole('heading', { name: dish.name.text }) })
      await expect(card).toContainText(formatEuro(newCents, 'de'))
      await page.goto(`${origin}/speisekarte`)
      const row = page.locator('li.menu-item').filter({ hasText: dish.name.text }).first()
      await expect(row).toContainText(formatEuro(newCents, 'de'))
      await expect(row).not.toContainText(formatEuro(dish.priceCents, 'de'))
    } finally {
      rebuilt.close()
    }
  })
})

test('the owner adds a Betriebsurlaub in German alone; the CMS wants both dates first', async ({
  page,
}) => {
  await openCms(page, async ({ root }) => {
    await openFile(page, 'Öffnungszeiten & Schließtage', 'hours')
    await page.getByRole('button', { name: 'Schließzeit hinzufügen' }).click()
    const notice = 'Betriebsurlaub vom 4. bis 18. August'
    const englishNotice = 'Closed for vacation from August 4 to 18'
    const german = page.locator('input[id^=de-field]').filter({ visible: true }).last()
    const english = page.locator('input[id^=en-field]').filter({ visible: true }).last()
    // The two languages of a text side by side (src/admin/cms-editor.css), German on the left.
    const [de, en] = [await german.boundingBox(), await english.boundingBox()]
    expect(Math.abs(de!.y - en!.y)).toBeLessThan(2)
    expect(en!.x).toBeGreaterThan(de!.x + de!.width)
    await german.fill(notice)
    await publish(page)
    await expect(page.getByText('Geschlossen vom ist erforderlich.')).toBeVisible()
    // The English text is optional: /en/ shows the German one, marked German (ADR 027).
    await expect(page.getByText('Englisch ist erforderlich.')).toHaveCount(0)
    // The preview lists what the build would refuse, in the build's words.
    const preview = page.frameLocator('iframe').last()
    const added = site.hours.closures.length + 1
    await expect(preview.getByRole('alert')).toContainText(`closures › ${added} › from: is missing`)

    const dates = page.locator('input[type=date]').filter({ visible: true })
    // The new closure's two dates, after those of the closures already there.
    await dates.nth(-2).fill('2027-08-04')
    await dates.nth(-1).fill('2027-08-18')
    await publish(page)
    // Decap serialises the whole file before it saves: seconds for the menu on a busy machine.
    await expect(page.getByText('Beitrag gespeichert')).toBeVisible({ timeout: 30_000 })
    await expect
      .poll(() => loadSite('de', join(root, 'content')).hours.closures)
      .toEqual([
        ...site.hours.closures,
        { from: '2027-08-04', to: '2027-08-18', announcement: { text: notice } },
      ])
    expect(loadSite('en', join(root, 'content')).hours.closures.at(-1)).toEqual({
      from: '2027-08-04',
      to: '2027-08-18',
      announcement: { text: notice, lang: 'de' },
    })
    // The English text, written later, replaces the German one on /en/.
    await english.fill(englishNotice)
    await publish(page)
    await expect
      .poll(() => loadSite('en', join(root, 'content')).hours.closures.at(-1)?.announcement)
      .toEqual({ text: englishNotice })
    // Everything else in the file stays as it was (lists left empty included).
    expect(loadSite('de', join(root, 'content')).hours.weekly).toEqual(site.hours.weekly)
  })
})

test('the owner uploads a photo for „Über uns“; it lands in content/media and the build takes it', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await openCms(page, async ({ root }) => {
    const upload = join(root, 'Gastraum.JPG')
    await sharp({
      create: { ...photoMinimums.card, channels: 3, background: '#b5542b' },
    })
      .jpeg()
      .toFile(upload)
    await openFile(page, 'Startseite', 'home')
    // The second photo list: „Über uns“ (the first is the hero's).
    await page.getByRole('button', { name: 'Foto hinzufügen' }).nth(1).click()
    await page.getByRole('button', { name: 'Wähle ein Bild' }).click()
    await page.locator('input[type=file]').setInputFiles(upload)
    await page.getByRole('button', { name: 'Ausgewähltes Element verwenden' }).click()
    const alt = { de: 'Unser Gastraum am Abend', en: 'Our dining room in the evening' }
    await page.locator('input[id^=de-field]').filter({ visible: true }).last().fill(alt.de)
    await page.locator('input[id^=en-field]').filter({ visible: true }).last().fill(alt.en)
    await publish(page)
    // Decap serialises the whole file before it saves: seconds for the menu on a busy machine.
    await expect(page.getByText('Beitrag gespeichert')).toBeVisible({ timeout: 30_000 })

    // Decap stores the name in lower case.
    const image = '/media/gastraum.jpg'
    await expect.poll(() => existsSync(join(root, 'content', image))).toBe(true)
    await expect
      .poll(() => loadSite('de', join(root, 'content')).home.about.photo)
      .toEqual({ image, alt: { text: alt.de } })
    expect(loadSite('en', join(root, 'content')).home.about.photo).toEqual({
      image,
      alt: { text: alt.en },
    })
    // The build's content check (schemas and photo sizes) accepts the copy.
    expect(await checkContentOf(root)).toBe(0)
  })
})

/** Opens the media library of the „Über uns“ photo (the second photo list; the first is the hero's). */
async function openAboutPhotoLibrary(page: Page) {
  await openFile(page, 'Startseite', 'home')
  await page.getByRole('button', { name: 'Foto hinzufügen' }).nth(1).click()
  await page.getByRole('button', { name: 'Wähle ein Bild' }).click()
}

test('a photo too small for its slot is refused in German when it is chosen, and nothing is saved', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await openCms(page, async ({ root }) => {
    const homeFile = join(root, 'content/home.yaml')
    const original = readFileSync(homeFile, 'utf8')
    // A photo from a messenger: wide enough for nothing on the site.
    const size = { width: 1000, height: 750 }
    const upload = join(root, 'Klein.jpg')
    await sharp({ create: { ...size, channels: 3, background: '#b5542b' } })
      .jpeg()
      .toFile(upload)
    await openAboutPhotoLibrary(page)
    await page.locator('input[type=file]').setInputFiles(upload)
    await page.getByRole('button', { name: 'Ausgewähltes Element verwenden' }).click()
    // Where Decap shows a field's errors, in the words of the build's content check.
    const refusal = photoTooSmall(size, photoMinimums.card)!
    await expect(page.getByText(refusal, { exact: true })).toBeVisible()

    // Everything else filled in, the owner tries to publish: the refusal stays, nothing is saved.
    await page.locator('input[id^=de-field]').filter({ visible: true }).last().fill('Gastraum')
    await page.locator('input[id^=en-field]').filter({ visible: true }).last().fill('Dining room')
    await publish(page)
    await expect(page.getByText(refusal, { exact: true })).toBeVisible()
    await expect(page.getByText('Beitrag gespeichert')).toBeHidden()
    expect(readFileSync(homeFile, 'utf8')).toBe(original)
    expect(existsSync(join(root, 'content/media'))).toBe(false)
  })
})

test('a photo that carries the place it was taken is refused when uploaded, with how to send it without', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await openCms(page, async ({ root }) => {
    const homeFile = join(root, 'content/home.yaml')
    const original = readFileSync(homeFile, 'utf8')
    // Large enough for the slot, but taken in Otterbach with the phone's location on.
    const upload = join(root, 'Standort.jpg')
    await sharp({ create: { ...photoMinimums.card, channels: 3, background: '#b5542b' } })
      .withExif({
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '49/1 29/1 1830/100',
          GPSLongitudeRef: 'E',
          GPSLongitude: '7/1 43/1 5/1',
        },
      })
      .jpeg()
      .toFile(upload)
    await openAboutPhotoLibrary(page)
    const refused = page.waitForEvent('dialog', { timeout: 15_000 })
    await page.locator('input[type=file]').setInputFiles(upload)
    const dialog = await refused
    expect(dialog.message()).toBe(photoLocationRefusal)
    await dialog.accept()
    // Decap never received it: not even as an upload waiting for the entry to be saved.
    await expect(page.getByText(/standort\.jpg/i)).toHaveCount(0)
    await expect(
      page.getByRole('button', { name: 'Ausgewähltes Element verwenden' }),
    ).toBeDisabled()
    expect(readFileSync(homeFile, 'utf8')).toBe(original)
    expect(existsSync(join(root, 'content/media'))).toBe(false)
  })
})

test('the owner changes a delivery fee in the CMS; the rebuilt ordering page, order modal and menu show it', async ({
  page,
}) => {
  test.setTimeout(240_000)
  const area = site.delivery.areas[0]!
  const amount = (cents: number) => formatEuro(cents, 'de').replace(/\s*€$/, '')
  const [oldFee, oldMinimum] = [amount(area.fee), amount(area.minimumOrder)]
  const newFeeCents = area.fee + 40
  const newFee = amount(newFeeCents)
  await openCms(page, async ({ root }) => {
    const deliveryFile = join(root, 'content/delivery.yaml')
    const original = readFileSync(deliveryFile, 'utf8')
    await openFile(page, 'Lieferung', 'delivery')
    await expand(page, `${area.place}: ab ${oldMinimum} €, Gebühr ${oldFee} €`)
    const fee = page.locator('input[id^=fee-field]').filter({ visible: true })
    await expect(fee).toHaveValue(oldFee)

    // An amount without its cents: the CMS names the field and saves nothing.
    await fee.fill(newFee.replace(/0$/, ''))
    await publish(page)
    await expect(page.getByText(/Bitte als Euro mit Komma und zwei Nachkommastellen/)).toBeVisible()
    expect(readFileSync(deliveryFile, 'utf8')).toBe(original)

    await fee.clear()
    await fee.fill(newFee)
    await publish(page)
    await expect(page.getByText('Beitrag gespeichert')).toBeVisible({ timeout: 30_000 })
    // The data file changes in that one line.
    const pattern = new RegExp(`(place: ${area.place}\\n[\\s\\S]*?fee: )${oldFee}\\n`)
    await expect
      .poll(() => readFileSync(deliveryFile, 'utf8'))
      .toBe(original.replace(pattern, `$1${newFee}\n`))

    await buildPagesFrom(root)
    const rebuilt = await serveBuild(root)
    try {
      const { origin } = rebuilt
      const shown = formatEuro(newFeeCents, 'de')
      await page.goto(`${origin}/bestellen`)
      const row = page.locator('#liefergebiete').getByRole('row').filter({ hasText: area.place })
      await expect(row).toContainText(shown)
      await page.goto(`${origin}/speisekarte`)
      await expect(page.getByText(`zzgl. Liefergebühr ab ${shown}`)).toBeVisible()
      await page.goto(`${origin}/`)
      await waitForIslandsArmed(page)
      await page.getByRole('link', { name: uiTexts.de.heroText.orderButton }).click()
      const modal = page.getByRole('dialog', { name: uiTexts.de.islandText.order.modalTitle })
      await expect(modal).toContainText(`Liefergebühr ab ${shown}`)
      // The ordering service's page in the frame (answered by the tests' stub) before the test
      // ends: a request still in the stub's hands when the page's routes are taken down fails the
      // test ("Route is already handled!").
      await expect(
        modal
          .frameLocator(`iframe[title="${uiTexts.de.islandText.order.frameTitle}"]`)
          .getByRole('heading', { name: 'Bestellseite (Test)' }),
      ).toBeVisible()
    } finally {
      rebuilt.close()
    }
  })
})

test('the owner changes the phone number in the Restaurant entry; restaurant.yaml changes in that line', async ({
  page,
}) => {
  await openCms(page, async ({ root }) => {
    const restaurantFile = join(root, 'content/restaurant.yaml')
    const original = readFileSync(restaurantFile, 'utf8')
    const oldPhone = site.restaurant.phone
    const newPhone = oldPhone.replace(/\d$/, (digit) => String((Number(digit) + 1) % 10))
    await openFile(page, 'Restaurant', 'restaurant')
    const phone = page.locator('input[id^=phone-field]')
    await expect(phone).toHaveValue(oldPhone)
    await phone.fill(newPhone)
    // The optional register entry, left out, asks for nothing.
    await publish(page)
    // Decap serialises the whole file before it saves: seconds for the menu on a busy machine.
    await expect(page.getByText('Beitrag gespeichert')).toBeVisible({ timeout: 30_000 })
    await expect
      .poll(() => readFileSync(restaurantFile, 'utf8'))
      .toBe(original.replace(`\nphone: ${oldPhone}\n`, `\nphone: ${newPhone}\n`))
    expect(loadSite('de', join(root, 'content')).restaurant.phone).toBe(newPhone)
  })
})

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  /**
   * Whether the page or the editor scrolls sideways: the page, the editor (which scrolls on its
   * own) and the pane of the fields no wider than the screen, and every field within it. Lists
   * what sticks out, to say what to fix.
   */
  const fitsTheScreen = async (page: Page, where: string) => {
    const overflow = await page.evaluate(() => {
      const screen = window.innerWidth
      const scrolling = [
        document.documentElement,
        ...document.querySelectorAll('div[class*="-EditorContainer"], .SplitPane, .Pane1'),
      ]
      const fields = [...document.querySelectorAll('.Pane1 :is(input, textarea, button)')]
      const name = (element: Element) => `${element.localName}.${String(element.className)}`
      return [
        ...(scrolling.length < 4 ? ['no editor'] : []),
        ...scrolling
          .filter((element) => element.scrollWidth > screen)
          .map((element) => `${name(element)} scrolls to ${element.scrollWidth} px`),
        ...fields
          .filter((field) => field.getBoundingClientRect().right > screen)
          .map((field) => `${name(field)} ends at ${field.getBoundingClientRect().right} px`),
      ]
    })
    expect(overflow, where).toEqual([])
  }

  test('the owner adds a Mittagstisch dish and marks a dish of the menu unavailable, without scrolling sideways', async ({
    page,
  }) => {
    test.setTimeout(180_000)
    const lunchRaw = parse(readFileSync(join(contentDir, 'lunch.yaml'), 'utf8')) as {
      weeks: { from: string; to: string; offers: unknown[] }[]
    }
    const [week] = lunchRaw.weeks
    await openCms(page, async ({ root }) => {
      await openFile(page, 'Mittagstisch', 'lunch')
      // Decap's own words in German as written: capitals, and a phrase that fits any section.
      await expect(page.getByText('Zurück zu allen Einträgen')).toBeVisible()
      await expect(page.getByText(`${lunchRaw.weeks.length} Wochen`, { exact: true })).toBeVisible()
      await fitsTheScreen(page, 'the Mittagstisch')
      await expand(page, `${week!.from} bis ${week!.to}`)
      await page
        .getByRole('button', { name: 'Gericht hinzufügen' })
        .filter({ visible: true })
        .click()
      const german = page.locator('input[id^=de-field]').filter({ visible: true })
      // The new dish's name, then its description, are the last texts of the form.
      await german.nth(-2).fill('Dal Tadka')
      await page.locator('input[id^=price-field]').filter({ visible: true }).last().fill('7,50')
      await fitsTheScreen(page, 'a new Mittagstisch dish')
      // The preview follows below the fields, with the site's own rows.
      const preview = page.frameLocator('iframe').last()
      await expect(
        preview.locator('li.menu-item').filter({ hasText: 'Dal Tadka' }).first(),
      ).toContainText('7,50')
      await publish(page)
      await expect(page.getByText('Beitrag gespeichert')).toBeVisible({ timeout: 30_000 })
      await expect
        .poll(() => loadSite('de', join(root, 'content')).lunch.weeks[0]?.offers.at(-1))
        .toMatchObject({ name: { text: 'Dal Tadka' }, priceCents: 750 })
      expect(loadSite('de', join(root, 'content')).lunch.weeks[0]?.offers).toHaveLength(
        week!.offers.length + 1,
      )

      await page.getByText('Zurück zu allen Einträgen').click()
      await openFile(page, 'Speisekarte', 'menu')
      await expand(page, category.title.text)
      await expand(page, `${dish.number} ${dish.name.text} – ${oldPrice} €`)
      const until = page.locator('input[type=date]').filter({ visible: true })
      await expect(until).toHaveCount(1)
      await until.fill('2026-12-02')
      await fitsTheScreen(page, 'a dish of the menu')
      await publish(page)
      await expect(page.getByText('Beitrag gespeichert')).toBeVisible({ timeout: 30_000 })
      await expect
        .poll(
          () =>
            loadSite('de', join(root, 'content'))
              .menu.flatMap((c) => c.items)
              .find((item) => item.number === dish.number)?.unavailableUntil,
        )
        .toBe('2026-12-02')
      // The build takes both files as the CMS saved them.
      expect(await checkContentOf(root)).toBe(0)
    })
  })
})
