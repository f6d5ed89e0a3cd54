// Firefox ESR, driven by puppeteer-core over WebDriver BiDi (ADR 033): Debian's firefox-esr,
// headless, its traffic to other hosts through the stub proxy, the tests' fonts.
import puppeteer, { type ElementHandle, type Page } from 'puppeteer-core'
import { testFontsEnvironment, testFontsFolders } from '../fonts/test-fonts.ts'
import { installPrintEventGate } from '../e2e/print.ts'
import type { EngineSession, Viewport } from './engine-page.ts'
import { until } from './engine-page.ts'
import { describeQuery, elementInfo, type FindQuery, findElement } from './find-element.ts'
import type { StubProxy } from './stub-proxy.ts'
import { systemBinaries, systemBinary } from './system-binaries.ts'

/**
 * Every request to another host goes to the proxy (Firefox never sends localhost there), and
 * Firefox's own background connections are off, so the proxy sees the pages' requests alone. Its
 * content processes may read the tests' fonts (their sandbox reads only the system's font folders
 * otherwise, and the pages show boxes for every letter), and scrollbars overlay the page as on a
 * phone and in the Chromium tests (which hide them), so the layout has the viewport's full width.
 */
const preferences = (proxy: StubProxy) => ({
  'security.sandbox.content.read_path_whitelist': testFontsFolders()
    .map((folder) => `${folder}/`)
    .join(','),
  'widget.gtk.overlay-scrollbars.enabled': true,
  'ui.useOverlayScrollbars': 1,
  'network.proxy.type': 1,
  'network.proxy.http': '127.0.0.1',
  'network.proxy.http_port': proxy.port,
  'network.proxy.ssl': '127.0.0.1',
  'network.proxy.ssl_port': proxy.port,
  'services.settings.server': 'http://127.0.0.1:9/remote-settings-off',
  'network.connectivity-service.enabled': false,
  'network.captive-portal-service.enabled': false,
})

/**
 * `classicScrollbars`: scrollbars that take their width from the page, as on a desktop's Windows
 * or Linux, for the one test whose subject they are (a dialog must not move the page sideways).
 */
export async function launchFirefox(
  viewport: Viewport,
  proxy: StubProxy,
  baseURL: string,
  { classicScrollbars = false } = {},
): Promise<EngineSession> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: systemBinary(systemBinaries.firefox),
    headless: true,
    acceptInsecureCerts: true,
    extraPrefsFirefox: {
      ...preferences(proxy),
      ...(classicScrollbars && {
        'widget.gtk.overlay-scrollbars.enabled': false,
        'ui.useOverlayScrollbars': 0,
      }),
    },
    env: { ...process.env, ...testFontsEnvironment() },
  })
  const page: Page = (await browser.pages())[0] ?? (await browser.newPage())
  await page.setViewport(viewport)
  // Records the print events the browser fires (tests/e2e/print.ts), before the page's scripts.
  await page.evaluateOnNewDocument(installPrintEventGate)

  const problems: string[] = []
  const where = () => new URL(page.url()).pathname
  page.on('console', (message) => {
    if (['error', 'warn', 'warning'].includes(message.type()))
      problems.push(`${where()}: console.${message.type()}: ${message.text()}`)
  })
  page.on('pageerror', (error) => problems.push(`${where()}: uncaught ${String(error)}`))
  page.on('requestfailed', (request) => {
    const error = request.failure()?.errorText
    // The tab's icon, which Firefox asks for by itself and drops when the next navigation starts
    // (seen after the fixture's reset on /robots.txt on a busy machine): nothing a visitor sees.
    if (error === 'NS_BINDING_ABORTED' && new URL(request.url()).pathname === '/favicon.ico') return
    problems.push(`${where()}: failed to load ${request.url()} (${error})`)
  })

  const element = async (query: FindQuery): Promise<ElementHandle> =>
    until(describeQuery(query), async () => {
      const handle = await page.evaluateHandle(findElement, query)
      return handle.asElement() as ElementHandle | null
    })

  return {
    page: {
      engine: 'firefox',
      async goto(path) {
        const response = await page.goto(new URL(path, baseURL).href, { waitUntil: 'load' })
        return response?.status() ?? 0
      },
      evaluate: (fn, argument) => page.evaluate(fn as never, argument) as never,
      async inspect(query) {
        const handle = (await page.evaluateHandle(findElement, query)).asElement()
        return handle ? (handle as ElementHandle<Element>).evaluate(elementInfo) : null
      },
      async click(query) {
        await (await element(query)).click()
      },
      async fill(query, text) {
        // Emptied as a visitor does (selected and deleted), so the page hears the input.
        const field = await element(query)
        await field.focus()
        await field.evaluate((input) => (input as HTMLInputElement).select())
        await page.keyboard.press('Backspace')
        await field.type(text)
      },
      press: (key) => page.keyboard.press(key),
      async frameText(title) {
        const source = await until(`the frame "${title}"`, () =>
          page.evaluate(
            (name) => document.querySelector<HTMLIFrameElement>(`iframe[title="${name}"]`)?.src,
            title,
          ),
        )
        return until(`the text of the frame "${title}"`, async () => {
          const frame = page.frames().find((candidate) => candidate.url() === source)
          return frame?.evaluate(() => document.body?.innerText.trim())
        })
      },
      screenshot: async (path) => void (await page.screenshot({ path })),
      takeProblems: async () => problems.splice(0),
      print: async () => page.pdf({ format: 'A4', preferCSSPageSize: true }),
    },
    close: () => browser.close(),
  }
}
