/**
 * The restaurant's name as the logo sets it (src/ui/logo.tsx): the first word large, drawn from
 * the display face's outlines (builder/vite/wordmark-plugin.ts), and the rest of the name small
 * on a line below, as text.
 */
export function logoLines(name: string): { word: string; rest: string } {
  // Splitting at a space gives at least one part, even of an empty name.
  const [word, ...rest] = name.split(' ') as [string, ...string[]]
  return { word, rest: rest.join(' ') }
}
