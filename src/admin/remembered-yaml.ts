/**
 * The data files as the editor read them last time. Sveltia CMS reads every data file when it
 * starts, and the `yaml` package's parser, run once per visit before the browser has optimised
 * it, took 0.4–0.6 s of a phone's start (4× slower CPU; ADR 051) — the same files, unchanged, week
 * after week. So what a file's text parsed to is kept in the browser (localStorage) beside that
 * very text, and a file whose text is exactly the same is read from it with `JSON.parse`, a
 * thousandth of the time. A file that changed is parsed again; only values JSON keeps exactly are
 * kept (texts, finite numbers, true/false, null, lists and maps).
 */
import { parse } from 'yaml'

/** The localStorage key of the remembered files. */
export const rememberedYamlKey = 'restaurant-cms.parsed-yaml'
/**
 * How many texts are kept, the ones read last first: the data files, and a few versions of them
 * the owner saved since — no more than `rememberedCharacters` in all (localStorage holds about
 * five million characters per site, and Sveltia keeps its own there too).
 */
export const rememberedTexts = 16
export const rememberedCharacters = 600_000

type Remembered = [text: string, parsed: string][]

let remembered: Remembered | undefined
let writeScheduled = false

function load(storage: Storage): Remembered {
  if (remembered) return remembered
  try {
    const value: unknown = JSON.parse(storage.getItem(rememberedYamlKey) ?? '[]')
    remembered = Array.isArray(value) ? (value as Remembered) : []
  } catch {
    remembered = []
  }
  return remembered
}

/** Whether JSON gives `value` back exactly as the YAML parser made it. */
export function keptExactlyByJson(value: unknown): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true
  if (typeof value === 'number') return Number.isFinite(value) && !Object.is(value, -0)
  if (Array.isArray(value)) return value.every(keptExactlyByJson)
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.entries(value).every(
      ([key, entry]) => key !== '__proto__' && keptExactlyByJson(entry),
    )
  }
  return false
}

/** `text` parsed as the `yaml` package parses it, from what the browser kept where it can. */
export function parseRemembered(text: string, storage: Storage = localStorage): unknown {
  const kept = load(storage)
  const index = kept.findIndex(([keptText]) => keptText === text)
  if (index >= 0) {
    // Read last, kept first (written with the next text parsed): old versions go first.
    const [found] = kept.splice(index, 1)
    kept.unshift(found!)
    return JSON.parse(found![1])
  }
  const parsed: unknown = parse(text)
  if (keptExactlyByJson(parsed)) {
    kept.unshift([text, JSON.stringify(parsed)])
    let characters = 0
    const within = kept.findIndex(([keptText, json], position) => {
      characters += keptText.length + json.length
      return position >= rememberedTexts || (position > 0 && characters > rememberedCharacters)
    })
    if (within > 0) kept.length = within
    // The editor reads its files one after the other: written once, after the last.
    if (!writeScheduled) {
      writeScheduled = true
      queueMicrotask(() => {
        writeScheduled = false
        try {
          storage.setItem(rememberedYamlKey, JSON.stringify(kept))
        } catch {
          // A full or refused storage: the files are parsed again next time.
        }
      })
    }
  }
  return parsed
}

/** Forgets what this page has read (tests). */
export function forgetRememberedYaml(): void {
  remembered = undefined
}
