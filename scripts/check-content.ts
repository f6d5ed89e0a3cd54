// Validates src/content against its zod schemas; exits 1 and names file and field on bad content.
import { ContentError, assertValidContent } from '../src/content/validate.ts'

try {
  assertValidContent()
  console.log('Content is valid.')
} catch (error) {
  if (!(error instanceof ContentError)) throw error
  console.error(error.message)
  process.exit(1)
}
