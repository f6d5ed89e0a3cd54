import { cleanup } from '@testing-library/react'
import { afterEach, vi } from 'vitest'

// Test files share a worker without isolation (vitest.config.ts): leave nothing behind for the next.
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})
