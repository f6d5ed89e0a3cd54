// WebKitGTK (Safari's engine), driven by WebdriverIO over classic WebDriver (ADR 033): Debian's
// WebKitWebDriver launches MiniBrowser on an Xvfb display of its own, with the tests' fonts. The
// driver is started here and named to WebdriverIO by host and port, so WebdriverIO never starts
// or downloads one.
import { type ChildProcess, spawn } from 'node:child_process'
import { createServer } from 'node:net'
import { Key, remote } from 'webdriverio'
import { testFontsEnvironment } from '../fonts/test-fonts.ts'
import { type EngineSession, type Viewport, until } from './engine-page.ts'
import { describeQuery, elementInfo, type FindQuery, findElement } from './find-element.ts'
import { takeWatchedProblems, watchStorageKey } from './page-watch.ts'
import type { StubProxy } from './stub-proxy.ts'
import { systemBinaries, systemBinary } from './system-binaries.ts'

/** Starts Xvfb on a free display (it names it on fd 3); resolves to the display and the process. */
async function startXvfb(): Promise<{ display: string; xvfb: ChildProcess }> {
  const xvfb = spawn(
    systemBinary(systemBinaries.xvfb),
    ['-displayfd', '3', '-screen', '0', '1920x1080x24', '-nolisten', 'tcp'],
    { stdio: ['ignore', 'ignore', 'pipe', 'pipe'] },
  )
  const display = await new Promise<string>((resolve, reject) => {
    let output = ''
    xvfb.stdio[3]!.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      if (output.includes('\n')) resolve(`:${output.trim()}`)
    })
    xvfb.on('exit', (code) => reject(new Error(`Xvfb exited (${code}) before naming its display`)))
  })
  return { display, xvfb }
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })

/**
 * Runs in the page: repaints a transparent pixel at the top left every 30 ms until the returned
 * element is clicked. Self-contained: it is sent as its source text.
 */
function keepPainting(): HTMLElement {
  const pixel = document.createElement('div')
  pixel.style.cssText = 'position:fixed;left:0;top:0;width:1px;height:1px;pointer-events:none'
  let even = false
  const timer = setInterval(() => {
    even = !even
    pixel.style.background = even ? 'rgba(255, 255, 255, 0)' : 'rgba(0, 0, 0, 0)'
  }, 30)
  pixel.addEventListener('click', () => {
    clearInterval(timer)
    pixel.remove()
  })
  document.body.append(pixel)
  return pixel
}

export async function launchWebKit(
  viewport: Viewport,
  proxy: StubProxy,
  baseURL: string,
): Promise<EngineSession> {
  const { display, xvfb } = await startXvfb()
  const port = await freePort()
  const proxyUrl = `http://127.0.0.1:${proxy.port}`
  const driver = spawn(systemBinary(systemBinaries.webkitDriver), [`--port=${port}`], {
    env: {
      ...process.env,
      ...testFontsEnvironment(),
      DISPLAY: display,
      // WebDriver's manual `sslProxy` becomes an https:// (TLS) proxy in WebKitWebDriver, and
      // PAC needs a D-Bus session: the "system" proxy, read from these variables by GLib, is the
      // plain HTTP proxy with CONNECT that works. The driver's own link to the browser is on
      // 127.0.0.1 and stays direct; the site (localhost) goes through the proxy on purpose.
      http_proxy: proxyUrl,
      https_proxy: proxyUrl,
      no_proxy: '127.0.0.1',
      // Under Xvfb the accelerated compositor draws 2–3 frames a second (its GL is software), so
      // requestAnimationFrame and everything waiting for a rendering update (lazy pictures, the
      // menu's exact jumps) run 20 times slower than on any phone; without it WebKit draws 40–50.
      WEBKIT_DISABLE_COMPOSITING_MODE: '1',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let driverOutput = ''
  driver.stderr!.on('data', (chunk: Buffer) => (driverOutput += chunk.toString()))
  const stop = () => {
    driver.kill()
    xvfb.kill()
  }
  try {
    await until(
      'WebKitWebDriver to listen',
      () =>
        fetch(`http://127.0.0.1:${port}/status`).then(
          (r) => r.ok,
          () => false,
        ),
      10_000,
    )
    const browser = await remote({
      hostname: '127.0.0.1',
      port,
      logLevel: 'silent',
      capabilities: {
        // WebKitWebDriver 2.50 refuses a session that asks for BiDi (webSocketUrl).
        'wdio:enforceWebDriverClassic': true,
        acceptInsecureCerts: true,
        proxy: { proxyType: 'system' },
        'webkitgtk:browserOptions': {
          binary: systemBinary(systemBinaries.miniBrowser),
          // Full screen hides MiniBrowser's toolbar, which holds its window at least 447 px wide;
          // without a window manager the window keeps the size the session gives it.
          args: ['--automation', '--full-screen'],
        },
      } as WebdriverIO.Capabilities,
    })
    await browser.setWindowSize(viewport.width, viewport.height)
    const inner = await browser.execute(() => [window.innerWidth, window.innerHeight])
    if (inner[0] !== viewport.width || inner[1] !== viewport.height) {
      throw new Error(
        `MiniBrowser's viewport is ${inner.join('×')}, not ${viewport.width}×${viewport.height}`,
      )
    }
    const element = async (query: FindQuery) => {
      const reference = await until(describeQuery(query), () => browser.execute(findElement, query))
      return browser.$(reference as unknown as WebdriverIO.Element)
    }
    return {
      page: {
        engine: 'webkit',
        async goto(path) {
          const url = new URL(path, baseURL)
          const before = proxy.documents.length
          await browser.url(url.href)
          // Classic WebDriver reports no status: the proxy saw the document go by.
          const document = proxy.documents.slice(before).findLast((d) => d.path === url.pathname)
          return document?.status ?? 0
        },
        evaluate: (fn, argument) => browser.execute(fn as never, argument) as never,
        async inspect(query) {
          const reference = await browser.execute(findElement, query)
          return reference ? browser.execute(elementInfo, reference) : null
        },
        async click(query) {
          const target = await element(query)
          // WebKitWebDriver scrolls an element to the top edge, under the sticky header, and then
          // finds it covered: bring it to the middle first — unless a visitor can tap it where it
          // is. Scrolled to the middle, an element in the sticky header (the docked order button)
          // took the page with it, 430 px up.
          await browser.execute((node) => {
            const box = node.getBoundingClientRect()
            const hit = document.elementFromPoint(
              box.left + box.width / 2,
              box.top + box.height / 2,
            )
            const tappable =
              box.top >= 0 &&
              box.bottom <= innerHeight &&
              box.left >= 0 &&
              box.right <= innerWidth &&
              hit !== null &&
              node.contains(hit)
            if (!tappable) node.scrollIntoView({ block: 'center', behavior: 'instant' })
          }, target)
          await target.click()
        },
        async fill(query, text) {
          // Emptied as a visitor does (selected and deleted), so the page hears the input.
          const field = await element(query)
          await field.click()
          await browser.execute((input) => (input as HTMLInputElement).select(), field)
          await browser.keys(Key.Backspace)
          if (text) await field.addValue(text)
        },
        press: (key) => browser.keys(Key[key]),
        async frameText(title) {
          return until(`the text of the frame "${title}"`, async () => {
            // Found anew each time: a stand-in of the frame gives way to it (ADR 029).
            const frame = await browser.execute(
              (name) => document.querySelector(`iframe[title="${name}"][src]`),
              title,
            )
            if (!frame) return undefined
            try {
              await browser.switchToFrame(frame)
              return await browser.execute(() => document.body?.innerText.trim())
            } catch {
              return undefined
            } finally {
              await browser.switchToParentFrame()
            }
          })
        },
        async screenshot(path) {
          // Without the compositor WebKitGTK takes the snapshot at the page's next paint, and a
          // page that does not scroll (the 404 page at 1440 × 900, any page under an open modal)
          // may not paint again: the request then hangs until it is aborted. An invisible
          // repaint in a corner brings that paint; it leaves no pixel changed.
          const painter = await browser.execute(keepPainting)
          try {
            await browser.saveScreenshot(path)
          } finally {
            await browser.execute((stop) => stop.click(), painter)
          }
        },
        takeProblems: () => browser.execute(takeWatchedProblems, watchStorageKey),
      },
      close: async () => {
        await browser.deleteSession().catch(() => undefined)
        stop()
      },
    }
  } catch (error) {
    stop()
    throw new Error(`WebKit did not start: ${String(error)}\n${driverOutput}`)
  }
}
