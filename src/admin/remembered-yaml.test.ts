import { parse } from 'yaml'
import { beforeEach, describe, expect, it } from 'vitest'
import {
  forgetRememberedYaml,
  keptExactlyByJson,
  parseRemembered,
  rememberedCharacters,
  rememberedTexts,
  rememberedYamlKey,
} from './remembered-yaml'

/** A localStorage of its own, counting what is read and written. */
function memoryStorage() {
  const items = new Map<string, string>()
  return {
    writes: 0,
    getItem: (key: string) => items.get(key) ?? null,
    setItem(key: string, value: string) {
      this.writes += 1
      items.set(key, value)
    },
    removeItem: (key: string) => void items.delete(key),
    clear: () => items.clear(),
    key: () => null,
    length: 0,
  }
}

const menu =
  'categories:\n  - id: vorspeisen\n    items:\n      - number: "1"\n        price: 4.9\n'
const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('parseRemembered', () => {
  beforeEach(forgetRememberedYaml)

  it('parses a text it has not seen as the yaml package does, and keeps it', async () => {
    const storage = memoryStorage()
    expect(parseRemembered(menu, storage)).toEqual(parse(menu))
    await flush()
    expect(JSON.parse(storage.getItem(rememberedYamlKey)!)).toEqual([
      [menu, JSON.stringify(parse(menu))],
    ])
  })

  it('reads the same text on the next visit from what it kept, without parsing', async () => {
    const storage = memoryStorage()
    parseRemembered(menu, storage)
    await flush()
    forgetRememberedYaml()
    // What was kept decides: a kept answer that differs from the parser's shows it was used.
    storage.setItem(rememberedYamlKey, JSON.stringify([[menu, '{"kept":true}']]))
    expect(parseRemembered(menu, storage)).toEqual({ kept: true })
  })

  it('parses a changed text again, and writes once for the files read together', async () => {
    const storage = memoryStorage()
    parseRemembered(menu, storage)
    parseRemembered(menu.replace('4.9', '5.9'), storage)
    parseRemembered('hours: []\n', storage)
    await flush()
    expect(storage.writes).toBe(1)
    const kept = JSON.parse(storage.getItem(rememberedYamlKey)!) as [string, string][]
    expect(kept.map(([text]) => text)).toEqual(['hours: []\n', menu.replace('4.9', '5.9'), menu])
  })

  it(`keeps the ${rememberedTexts} texts read last`, async () => {
    const storage = memoryStorage()
    for (let index = 0; index < rememberedTexts + 3; index += 1) {
      parseRemembered(`n: ${index}\n`, storage)
    }
    await flush()
    const kept = JSON.parse(storage.getItem(rememberedYamlKey)!) as [string, string][]
    expect(kept).toHaveLength(rememberedTexts)
    expect(kept[0]![0]).toBe(`n: ${rememberedTexts + 2}\n`)
  })

  it('keeps the texts read last first, within its characters', async () => {
    const storage = memoryStorage()
    const long = (name: string) => `${name}: "${'x'.repeat(rememberedCharacters / 6)}"\n`
    parseRemembered(long('a'), storage)
    parseRemembered(long('b'), storage)
    parseRemembered(long('a'), storage)
    parseRemembered(long('c'), storage)
    await flush()
    const kept = JSON.parse(storage.getItem(rememberedYamlKey)!) as [string, string][]
    expect(kept.map(([text]) => text.slice(0, 1))).toEqual(['c', 'a'])
  })

  it('keeps nothing JSON would change, and survives a storage that refuses', async () => {
    const storage = {
      ...memoryStorage(),
      setItem: () => {
        throw new Error('full')
      },
    }
    expect(parseRemembered('price: .nan\n', storage)).toEqual({ price: NaN })
    expect(parseRemembered('a: 1\n', storage)).toEqual({ a: 1 })
    await flush()
  })

  it('starts afresh from a kept value that is not its own', () => {
    const storage = memoryStorage()
    storage.setItem(rememberedYamlKey, '{not json')
    expect(parseRemembered(menu, storage)).toEqual(parse(menu))
  })
})

describe('keptExactlyByJson', () => {
  it.each([
    ['texts, numbers, lists and maps', { a: ['x', 1.5, true, null, { b: -2 }] }, true],
    ['a number JSON cannot write', { price: Infinity }, false],
    ['minus zero', -0, false],
    ['a date', new Date(0), false],
    ['undefined', { a: undefined }, false],
  ])('%s', (_name, value, expected) => {
    expect(keptExactlyByJson(value)).toBe(expected)
  })
})
