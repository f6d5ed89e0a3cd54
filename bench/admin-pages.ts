// The pages `npm run bench:admin` and `npm run bench:admin-profile` open in /admin/: a phone's, as
// Lighthouse's mobile profile sees it, and the owner signed in with the folder on this computer.
import type { Browser } from 'puppeteer-core'
import { installRepositoryFolder } from './repository-folder.ts'

/** A page as Lighthouse's mobile profile sees it: the Moto G Power's screen, touch. */
export async function phonePage(browser: Browser) {
  const page = await browser.newPage()
  await page.setViewport({
    width: 412,
    height: 823,
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  })
  return page
}

/** Signs the editor in with the folder on this computer, as the owner's first visit did. */
export async function signInWithFolder(
  browser: Browser,
  origin: string,
  files: Record<string, string>,
) {
  const page = await phonePage(browser)
  // tsx names functions with a helper of its own, which the page lacks: an identity in its place.
  await page.evaluateOnNewDocument('globalThis.__name = (value) => value')
  await page.evaluateOnNewDocument(installRepositoryFolder, files)
  await page.goto(`${origin}/admin/`)
  // The first screen's list of files (signed in) or the editor's own (just signed in).
  const signedIn = '#shell-files a, ::-p-aria([name="Speisekarte"][role="treeitem"])'
  // Signed in already (a session kept from the last round), or not yet.
  const first = await Promise.race([
    page.waitForSelector('#open-folder:not([hidden])', { timeout: 60_000 }).then(() => 'shell'),
    page.waitForSelector(signedIn, { timeout: 60_000 }).then(() => 'editor'),
  ])
  if (first === 'shell') {
    await page.locator('#open-folder').click()
    // A tap before Sveltia's button listens does nothing: tapped again until the editor opens.
    for (let attempt = 1; ; attempt++) {
      await page.locator('::-p-text(Mit lokalem Repository arbeiten)').click()
      const opened = await page
        .waitForSelector(signedIn, { timeout: 15_000 })
        .then(() => true)
        .catch(() => false)
      if (opened) break
      if (attempt === 4) throw new Error('the editor did not open with the folder on this computer')
    }
  }
  await page.close()
}
