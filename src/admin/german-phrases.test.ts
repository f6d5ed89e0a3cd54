import { describe, expect, it } from 'vitest'
import { cmsConfig } from './cms-config'
import {
  keepListLabelsCapitalised,
  listLabels,
  mergePhrases,
  withListLabel,
} from './german-phrases'

const config = cmsConfig(
  { repo: 'owner/site', branch: 'main', siteUrl: 'https://example.org' },
  'http://localhost',
)
const labels = listLabels(
  (config.collections ?? []).flatMap(
    (collection) => collection.files?.flatMap((file) => file.fields) ?? [],
  ),
)

describe('Decap’s German words', () => {
  it('override Decap’s German phrases and keep the rest', () => {
    const merged = mergePhrases(
      {
        editor: {
          editorToolbar: {
            backCollection: 'Zurück zu allen %{collectionLabel}',
            save: 'Speichern',
          },
        },
      },
      { editor: { editorToolbar: { backCollection: 'Zurück zu allen Einträgen' } } },
    )
    expect(merged).toEqual({
      editor: { editorToolbar: { backCollection: 'Zurück zu allen Einträgen', save: 'Speichern' } },
    })
  })

  it('know every list’s labels, plural and singular', () => {
    expect(labels.get('kategorien')).toBe('Kategorien')
    expect(labels.get('kategorie')).toBe('Kategorie')
    expect(labels.get('gericht')).toBe('Gericht')
    expect(labels.get('schließzeit')).toBe('Schließzeit')
    expect(labels.get('woche')).toBe('Woche')
  })

  it('give a list’s count and add button their capitals back, and nothing else', () => {
    expect(withListLabel('17 kategorien', labels)).toBe('17 Kategorien')
    expect(withListLabel('1 schließzeit', labels)).toBe('1 Schließzeit')
    expect(withListLabel('kategorie hinzufügen', labels)).toBe('Kategorie hinzufügen')
    expect(withListLabel('gericht hinzufügen', labels)).toBe('Gericht hinzufügen')
    expect(withListLabel('17 Kategorien', labels)).toBeUndefined()
    expect(withListLabel('Vorspeisen', labels)).toBeUndefined()
    expect(withListLabel('12 vorspeisen', labels)).toBeUndefined()
  })

  it('as Decap renders them, and again when it changes them', async () => {
    const root = document.createElement('div')
    root.innerHTML = '<div><button>kategorie hinzufügen</button><span>17 kategorien</span></div>'
    document.body.append(root)
    const observer = keepListLabelsCapitalised(root, labels)
    expect(root.textContent).toBe('Kategorie hinzufügen17 Kategorien')
    root.querySelector('span')!.firstChild!.nodeValue = '18 kategorien'
    const added = document.createElement('p')
    added.textContent = '2 gerichte'
    root.append(added)
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(root.querySelector('span')!.textContent).toBe('18 Kategorien')
    expect(added.textContent).toBe('2 Gerichte')
    observer.disconnect()
    root.remove()
  })
})
