// The CMS at /admin/ as the owner's end-to-end tests open it (tests/e2e/cms-*.spec.ts): the suite's
// build, the editor working on a copy of the suite's data files in a folder of the browser's own
// (the origin's private file system: bench/repository-folder.ts), handed to the editor where it
// asks for the repository's folder — the editor's local repository, as `npm run admin` has it on
// the owner's computer — and the owner's taps counted and measured.
import { mkdtempSync, readFileSync, writeFileSync, mkdirSync, cpSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Locator, Page } from '@playwright/test'
import { parse } from 'yaml'
import { contentDir } from '../../builder/content/load-site.ts'
import { filesUnder, installRepositoryFolder } from '../../bench/repository-folder.ts'
import { expect } from './fixtures.ts'

/** The owner's phone, as every CMS spec opens the editor: 390 × 844, touch, German, Berlin. */
export const ownersPhone = {
  viewport: { width: 390, height: 844 },
  hasTouch: true,
  isMobile: true,
  locale: 'de-DE',
  timezoneId: 'Europe/Berlin',
}

/**
 * Swipes the editor until `control` is there: Sveltia CMS renders a field only when it nears the
 * screen, as the owner's swipe brings it (a swipe is no tap).
 */
export async function swipeTo(control: Locator): Promise<void> {
  const page = control.page()
  for (let swipe = 0; swipe < 40 && (await control.count()) === 0; swipe += 1) {
    await page.mouse.move(195, 500)
    await page.mouse.wheel(0, 400)
    await page.waitForTimeout(100)
  }
  await control.scrollIntoViewIfNeeded()
}

export interface OwnerTaps {
  /** Taps `control` as the owner's thumb does, counting it and measuring it (≥ 44 × 44 px). */
  tap(control: Locator, what: string): Promise<void>
  /** Taps so far. */
  count: number
  /** Each control tapped that measured less than 44 × 44 px. */
  small: string[]
  /** What was tapped, in order. */
  log: string[]
}

export function countTaps(): OwnerTaps {
  const taps: OwnerTaps = {
    count: 0,
    small: [],
    log: [],
    async tap(control, what) {
      await swipeTo(control)
      const box = await control.boundingBox()
      if (!box || box.width < 44 || box.height < 44) {
        taps.small.push(
          `${what}: ${box ? `${Math.round(box.width)} × ${Math.round(box.height)}` : 'not shown'} px`,
        )
      }
      await control.tap()
      taps.count += 1
      taps.log.push(what)
    },
  }
  return taps
}

/** What scrolls sideways on the page: the document, or any scroll container inside it. */
export async function sidewaysScrolling(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = window.innerWidth
    const found: string[] = []
    if (document.documentElement.scrollWidth > width) {
      found.push(`the page scrolls to ${document.documentElement.scrollWidth} px`)
    }
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      const { overflowX } = getComputedStyle(element)
      if (
        (overflowX === 'auto' || overflowX === 'scroll') &&
        element.scrollWidth > element.clientWidth + 1
      ) {
        found.push(`${element.localName}.${element.className} scrolls to ${element.scrollWidth} px`)
      }
    }
    return found
  })
}

export interface OpenCms {
  /** The data file `content/<name>` as the editor has saved it (text). */
  savedText(name: string): Promise<string>
  /** The data file `content/<name>.yaml` as the editor has saved it, parsed. */
  saved(name: string): Promise<unknown>
  /** The data file `content/<name>.yaml` as the suite's data has it, parsed. */
  original(name: string): unknown
  /** The data file `content/<name>` as the suite's data has it (text). */
  originalText(name: string): string
  /** Writes the folder's content/ into a fresh copy of the repository's data (for the build's check). */
  copyOut(): Promise<string>
}

/**
 * Opens /admin/ and signs in with the folder on this computer, as `npm run admin` has it: the first
 * screen's „Ordner auf diesem Computer öffnen“, then the editor's „Mit lokalem Repository arbeiten“.
 * Ends on the editor's list of files, where the owner starts.
 */
export async function openCms(page: Page): Promise<OpenCms> {
  await page.addInitScript(installRepositoryFolder, filesUnder(contentDir))
  const response = await page.goto('/admin/')
  expect(response?.headers()['content-security-policy']).not.toContain('unsafe-eval')
  await page.getByRole('button', { name: 'Ordner auf diesem Computer öffnen' }).click()
  await page.getByRole('button', { name: /lokalem Repository/ }).click()
  await expect(page.getByRole('treeitem', { name: 'Speisekarte' })).toBeVisible({ timeout: 30_000 })
  const content = async () =>
    await page.evaluate(() =>
      (
        window as unknown as { readRepositoryContent(): Promise<Record<string, string>> }
      ).readRepositoryContent(),
    )
  // A file the editor is saving is moved into its place at that moment: read again until it is.
  const savedFile = async (name: string) => {
    for (let attempt = 0; ; attempt += 1) {
      const base64 = (await content())[name]
      if (base64 !== undefined || attempt === 20) return Buffer.from(base64 ?? '', 'base64')
      await page.waitForTimeout(100)
    }
  }
  return {
    savedText: async (name) => (await savedFile(name)).toString('utf8'),
    saved: async (name) => parse((await savedFile(`${name}.yaml`)).toString('utf8')),
    original: (name) => parse(readFileSync(join(contentDir, `${name}.yaml`), 'utf8')),
    originalText: (name) => readFileSync(join(contentDir, name), 'utf8'),
    copyOut: async () => {
      const root = mkdtempSync(join(tmpdir(), 'cms-'))
      cpSync(contentDir, join(root, 'content'), { recursive: true })
      for (const [path, base64] of Object.entries(await content())) {
        const target = join(root, 'content', path)
        mkdirSync(join(target, '..'), { recursive: true })
        writeFileSync(target, Buffer.from(base64, 'base64'))
      }
      return root
    },
  }
}

/** The name of a button Sveltia CMS labels „<Woche> hinzufügen“ (it isolates the noun). */
export const addButton = (singular: string) => new RegExp(`^\\W*${singular}\\W* hinzufügen$`)

/** The field at `keyPath` in the open form. */
export const field = (page: Page, keyPath: string) =>
  page.locator(`section[data-key-path="${keyPath}"]`)

/** The console's messages about the Content-Security-Policy of /admin/. */
export function policyProblems(page: Page): string[] {
  const problems: string[] = []
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy|Refused to/i.test(message.text()))
      problems.push(message.text())
  })
  return problems
}
