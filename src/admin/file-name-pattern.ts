/**
 * Decap checks the pattern of an image field against the file's name alone (the file widget
 * validates `basename(value)`), as a regular expression without flags. The schemas check the whole
 * path (`/media/dish.jpg`), case-insensitively. This turns such a path pattern into the same rule
 * for the name: the folder taken off, and with the `i` flag each letter spelt as a class of both
 * cases (`jpe?g` → `[jJ][pP][eE]?[gG]`).
 */
export function fileNamePattern(pathPattern: RegExp, folder: string): RegExp {
  const prefix = `^${folder.replaceAll('/', '\\/')}`
  if (!pathPattern.source.startsWith(prefix)) {
    throw new Error(`${pathPattern} does not start with the folder ${folder}`)
  }
  const name = `^${pathPattern.source.slice(prefix.length)}`
  return new RegExp(pathPattern.flags.includes('i') ? bothCases(name) : name)
}

/** A regular expression's source with every letter as a class of its two cases. */
function bothCases(source: string): string {
  let result = ''
  let inClass = false
  for (let index = 0; index < source.length; index++) {
    const char = source[index]!
    if (char === '\\') {
      // An escape such as \d or \/ keeps its meaning.
      result += char + (source[++index] ?? '')
      continue
    }
    if (char === '[') inClass = true
    if (char === ']') inClass = false
    const isLetter = char.toLowerCase() !== char.toUpperCase()
    if (isLetter && inClass) throw new Error(`A letter inside a character class: ${source}`)
    result += isLetter ? `[${char.toLowerCase()}${char.toUpperCase()}]` : char
  }
  return result
}
