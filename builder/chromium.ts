// The system Chromium that the end-to-end tests, the Lighthouse benchmark and the share-image
// generator drive: CHROMIUM_PATH, else Debian's /usr/bin/chromium. Never a downloaded browser.
import { existsSync } from 'node:fs'

/** Path of the Chromium binary; throws with install instructions when it is missing. */
export function systemChromium(): string {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
  if (!existsSync(path)) {
    throw new Error(
      `Chromium not found at ${path}. Install it with "apt-get install -y --no-install-recommends chromium" (as root, else with sudo) ` +
        '(Debian/Ubuntu) or point CHROMIUM_PATH at a Chromium or Chrome binary.',
    )
  }
  return path
}

/**
 * Flags for a headless Chromium as root on a machine with a closed network: no sandbox (root), no
 * GPU, and none of the background connections (updates, sync, safe browsing) that would fail here.
 */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]
