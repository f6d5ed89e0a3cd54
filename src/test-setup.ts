import { cleanup, configure } from '@testing-library/react'
import { afterEach, vi } from 'vitest'

// findBy… and waitFor wait 5 s, not Testing Library's 1 s: a component's first render in a worker
// that also imports the owner's data took longer than 1 s on the two cores under load (the opening
// hours' first test failed so in a mutation run's first pass). A test that passes waits no longer.
configure({ asyncUtilTimeout: 5_000 })

// Test files share a worker without isolation (vitest.config.ts): leave nothing behind for the next,
// including what a test put into the body itself rather than through Testing Library (a runtime
// test's islands, a dialog a component opened); files in the node environment have no document.
afterEach(() => {
  cleanup()
  globalThis.document?.body.replaceChildren()
  vi.useRealTimers()
})
