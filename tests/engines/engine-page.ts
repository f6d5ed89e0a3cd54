// One tab of an engine, as the suite's tests drive it: the same few acts for Firefox (puppeteer
// over WebDriver BiDi, firefox.ts) and WebKit (WebdriverIO over classic WebDriver, webkit.ts),
// so every test is written once. Elements are found in the page by role and accessible name, the
// way a visitor reads the page (find-element.ts); clicks and keys are the driver's real input.
import type { ElementInfo, FindQuery } from './find-element.ts'

export type EngineName = 'firefox' | 'webkit'

export interface Viewport {
  width: number
  height: number
}

export interface EnginePage {
  readonly engine: EngineName
  /** Opens a path of the site; resolves with the document's HTTP status once it has loaded. */
  goto(path: string): Promise<number>
  /** Runs a self-contained function in the page with one JSON argument and returns its result. */
  evaluate<Result, Argument = undefined>(
    fn: (argument: Argument) => Result,
    argument?: Argument,
  ): Promise<Awaited<Result>>
  /** What the first element the query finds shows (at once: null when there is none). */
  inspect(query: FindQuery): Promise<ElementInfo | null>
  /** Clicks the element (waiting until it is there and visible), as a mouse does. */
  click(query: FindQuery): Promise<void>
  /** Types the text into the (emptied) field, key by key. */
  fill(query: FindQuery, text: string): Promise<void>
  /** Presses a key on the focused element. */
  press(key: 'Escape'): Promise<void>
  /** The text of the body of the frame with this title, once it has some. */
  frameText(title: string): Promise<string>
  /** A PNG of the viewport. */
  screenshot(path: string): Promise<void>
  /** The page's problems (page-watch.ts) since the last call, which clears them. */
  takeProblems(): Promise<string[]>
  /** The page printed to PDF by the browser (A4), where the driver can print; else undefined. */
  readonly print?: () => Promise<Uint8Array>
}

export interface EngineSession {
  page: EnginePage
  close(): Promise<void>
}

/** Polls `check` until it returns a value other than undefined/null/false, or throws after `ms`. */
export async function until<T>(
  what: string,
  check: () => Promise<T | undefined | null | false>,
  ms = 10_000,
): Promise<T> {
  const deadline = Date.now() + ms
  for (;;) {
    const value = await check()
    if (value !== undefined && value !== null && value !== false) return value
    if (Date.now() > deadline) throw new Error(`timed out after ${ms} ms waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}
