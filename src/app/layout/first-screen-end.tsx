import { firstScreenEndId } from '@/lib/first-screen'

/**
 * Marks where the page's first screen ends (src/lib/first-screen.ts): the first frame waits for
 * the markup before it. Once per page: PageLayout puts it after <main> unless the page puts it
 * earlier (`firstScreenEnd="in-page"`).
 */
export function FirstScreenEnd() {
  return <span id={firstScreenEndId} hidden />
}
