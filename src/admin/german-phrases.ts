import type { CmsField } from 'decap-cms-core'

/*
 * Decap's own words in the CMS, in German as the owner reads them. Where Decap takes them from its
 * locale, ours override its German ones (registered over them, germanPhrases); where it composes
 * them itself and lower-cases the project's labels — the add button of a list („kategorie
 * hinzufügen“) and the count beside the list's toggle („17 kategorien“) — the labels get their
 * capitals back as they appear (keepListLabelsCapitalised): German nouns are written with one.
 */

/** Decap's German phrases the owner would read as wrong, awkward or in the wrong form of address. */
export const germanPhrases = {
  collection: {
    sidebar: { collections: 'Bereiche', allCollections: 'Alle Bereiche' },
  },
  editor: {
    editorToolbar: {
      // Decap's „Zurück zu allen %{collectionLabel}“ gave „Zurück zu allen Speisekarte“.
      backCollection: 'Zurück zu allen Einträgen',
      deployPreviewPendingButtonLabel: 'Prüfen, ob die Website schon aktualisiert ist',
      deployButtonLabel: 'Website ansehen',
    },
    editorWidgets: {
      object: { expand: 'Aufklappen', collapse: 'Zuklappen' },
      image: {
        chooseDifferent: 'Anderes Bild wählen',
        remove: 'Bild entfernen',
      },
    },
  },
  ui: {
    toast: {
      missingRequiredField: 'Bitte füllen Sie zuerst die rot markierten Pflichtfelder aus.',
    },
  },
}

type Phrases = { [key: string]: string | Phrases }

/** `base` with `overrides` laid over it, key by key. */
export function mergePhrases(base: Phrases, overrides: Phrases): Phrases {
  const merged: Phrases = { ...base }
  for (const [key, value] of Object.entries(overrides)) {
    const under = merged[key]
    merged[key] =
      typeof value === 'string' || typeof under !== 'object' ? value : mergePhrases(under, value)
  }
  return merged
}

/** Each list's labels (plural and singular) by the lower-cased form Decap shows. */
export function listLabels(fields: readonly CmsField[]): Map<string, string> {
  const labels = new Map<string, string>()
  const visit = (field: CmsField) => {
    if (field.widget === 'list') {
      const { label_singular: singular } = field as { label_singular?: string }
      for (const label of [field.label, singular]) {
        if (label) labels.set(label.toLowerCase(), label)
      }
    }
    const children = 'fields' in field ? field.fields : 'field' in field ? [field.field] : []
    for (const child of children ?? []) if (child) visit(child)
  }
  fields.forEach(visit)
  return labels
}

/**
 * A text Decap made of a lower-cased list label, with the label as written: „17 kategorien“ →
 * „17 Kategorien“, „kategorie hinzufügen“ → „Kategorie hinzufügen“; undefined for any other text.
 */
export function withListLabel(
  text: string,
  labels: ReadonlyMap<string, string>,
): string | undefined {
  const [, count = '', label = ''] = /^(\d+ )(.+)$/.exec(text) ?? []
  if (labels.has(label)) return `${count}${labels.get(label)}`
  const [, item = '', add = ''] = /^(.+)( hinzufügen)$/.exec(text) ?? []
  if (labels.has(item)) return `${labels.get(item)}${add}`
  return undefined
}

/**
 * Gives the list labels in `root` their capitals back as Decap renders them, and again whenever it
 * renders them anew (a list grows, an editor opens).
 */
export function keepListLabelsCapitalised(root: Node, labels: ReadonlyMap<string, string>) {
  const fix = (node: Node) => {
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT)
    for (let text = walker.currentNode; text; text = walker.nextNode()!) {
      if (text.nodeType !== Node.TEXT_NODE) continue
      const fixed = withListLabel(text.nodeValue ?? '', labels)
      if (fixed !== undefined) text.nodeValue = fixed
    }
  }
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'characterData') fix(record.target)
      else record.addedNodes.forEach(fix)
    }
  })
  observer.observe(root, { subtree: true, childList: true, characterData: true })
  fix(root)
  return observer
}
