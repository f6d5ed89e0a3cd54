/** The text of a stub page's <h1> (`stubs` of tests/e2e/fixtures.ts), which its frame must show. */
export function stubHeading(html: string): string {
  const heading = /<h1>(.*?)<\/h1>/.exec(html)?.[1]
  if (!heading) throw new Error('stub page without <h1>')
  return heading
}
