// The build's one clock, `builtAt` (ADR 026): the instant of `--built-at=<ISO instant>` on the
// command line, where one is given, for what is dated (the Mittagstisch's week, the announcements, a dish
// off until a date, the prices' date). The build (builder/build.ts) and the dev server
// (server/dev.ts) read it alike; the browser suites build and browse at a fixed one
// (tests/site/suite-site.ts), so that they give the same result on any day.

/** The instant of `--built-at=…` in `argv`, or undefined when none is given. */
export function builtAtArgument(argv: readonly string[] = process.argv): Date | undefined {
  const value = argv.find((argument) => argument.startsWith('--built-at='))?.slice(11)
  if (value === undefined) return undefined
  const instant = new Date(value)
  if (Number.isNaN(instant.getTime())) throw new Error(`--built-at=${value} is not an instant`)
  return instant
}
