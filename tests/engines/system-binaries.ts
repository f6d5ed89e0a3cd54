// The programs the engine suite runs, all from Debian's packages (ADR 033): each found at its
// Debian path or where an environment variable points, as builder/chromium.ts finds Chromium.
// A missing one fails the suite with the package to install: the suite never skips an engine.
import { existsSync } from 'node:fs'

interface SystemBinary {
  /** What it is, for the message. */
  name: string
  /** The environment variable that overrides the path. */
  env: string
  /** Where Debian's package puts it. */
  path: string
  /** The Debian package that brings it. */
  debianPackage: string
}

/** Debian's multiarch folder of this machine's libraries (libwebkit2gtk-4.1-0's MiniBrowser). */
const multiarch = process.arch === 'arm64' ? 'aarch64-linux-gnu' : 'x86_64-linux-gnu'

export const systemBinaries = {
  firefox: {
    name: 'Firefox ESR',
    env: 'FIREFOX_PATH',
    path: '/usr/bin/firefox-esr',
    debianPackage: 'firefox-esr',
  },
  webkitDriver: {
    name: 'WebKitWebDriver',
    env: 'WEBKIT_WEBDRIVER_PATH',
    path: '/usr/bin/WebKitWebDriver',
    debianPackage: 'webkit2gtk-driver',
  },
  // libwebkit2gtk-4.1-0 ships it, and webkit2gtk-driver depends on that.
  miniBrowser: {
    name: "WebKitGTK's MiniBrowser",
    env: 'WEBKIT_MINIBROWSER_PATH',
    path: `/usr/lib/${multiarch}/webkit2gtk-4.1/MiniBrowser`,
    debianPackage: 'webkit2gtk-driver',
  },
  xvfb: { name: 'Xvfb', env: 'XVFB_PATH', path: '/usr/bin/Xvfb', debianPackage: 'xvfb' },
  openssl: {
    name: 'openssl',
    env: 'OPENSSL_PATH',
    path: '/usr/bin/openssl',
    debianPackage: 'openssl',
  },
} satisfies Record<string, SystemBinary>

/** The binary's path; throws with install instructions when it is missing. */
export function systemBinary(binary: SystemBinary): string {
  const path = process.env[binary.env] ?? binary.path
  if (!existsSync(path)) {
    throw new Error(
      `${binary.name} not found at ${path}. Install it with "apt-get install -y --no-install-recommends ${binary.debianPackage}" ` +
        `(as root, else with sudo) (Debian/Ubuntu) or point ${binary.env} at it.`,
    )
  }
  return path
}
