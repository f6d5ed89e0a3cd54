import { cleanup } from '@testing-library/react'
import { afterEach, vi } from 'vitest'

// Test files share a worker without isolation (vitest.config.ts): leave nothing behind for the next,
// including what a test put into the body itself rather than through Testing Library (a runtime
// test's islands, a dialog a component opened); files in the node environment have no document.
afterEach(() => {
  cleanup()
  globalThis.document?.body.replaceChildren()
  vi.useRealTimers()
})
