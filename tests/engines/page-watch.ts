// What the engine suite counts as a problem on a page: a console error or warning, an uncaught
// exception or unhandled rejection, a resource that failed to load, a Content-Security-Policy
// violation. Firefox reports these through WebDriver BiDi; WebKitWebDriver 2.50 speaks classic
// WebDriver only, has no log endpoint, and MiniBrowser does not apply its console-to-stdout
// setting to the pages automation opens: there the stub proxy puts this watch in front of the
// page's own scripts (stub-proxy.ts), and the suite reads what it saw after each step.

/** The sessionStorage key that keeps what the watch saw across the tab's navigations. */
export const watchStorageKey = 'engine-suite-problems'

/** Runs in the page, before its own scripts. Self-contained: it is sent as its source text. */
export function watchPage(storageKey: string) {
  const record = (problem: string) => {
    const seen = JSON.parse(sessionStorage.getItem(storageKey) ?? '[]') as string[]
    seen.push(`${location.pathname}: ${problem}`)
    sessionStorage.setItem(storageKey, JSON.stringify(seen))
  }
  const text = (value: unknown) =>
    value instanceof Error ? `${value.name}: ${value.message}` : String(value)
  for (const level of ['error', 'warn'] as const) {
    const original = console[level].bind(console)
    console[level] = (...args: unknown[]) => {
      record(`console.${level}: ${args.map(text).join(' ')}`)
      original(...args)
    }
  }
  window.addEventListener(
    'error',
    (event) => {
      const target = event.target as HTMLElement | null
      if (target && target !== (window as unknown as HTMLElement) && 'localName' in target) {
        const source = target.getAttribute('src') ?? target.getAttribute('href')
        record(`failed to load <${target.localName}> ${source ?? ''}`)
      } else {
        record(`uncaught ${text(event.error ?? event.message)}`)
      }
    },
    true,
  )
  window.addEventListener('unhandledrejection', (event) =>
    record(`unhandled rejection ${text(event.reason)}`),
  )
  document.addEventListener('securitypolicyviolation', (event) =>
    record(`CSP blocked ${event.blockedURI} (${event.violatedDirective})`),
  )
}

/** Reads and clears what the watch saw in this tab. */
export function takeWatchedProblems(storageKey: string): string[] {
  const seen = JSON.parse(sessionStorage.getItem(storageKey) ?? '[]') as string[]
  sessionStorage.removeItem(storageKey)
  return seen
}
