/**
 * The editor's behaviour on the owner's phone, on top of Sveltia CMS's own. Sveltia marks every
 * field it renders with its place in the data (`data-key-path="weeks.0.to"`) and every list
 * item's body with its position (`id="list-…-item-2-body"`); these behaviours find fields and
 * items by them:
 * - a problem the build would refuse stands at its field once the owner tried to save, and after
 *   a refused save the editor opens the items on the way to the first one and scrolls it into
 *   view below the bars (revealField);
 * - removing a list item (a week, a category, a dish) asks first and says what goes;
 * - a whole collapsed row opens its item, not only its small arrow;
 * - a new item scrolls into view with its first field focused;
 * - a folded item's dates name their months (month-names.ts).
 * Where Sveltia's markup ever changes, these stop and the editor works as Sveltia made it; the
 * end-to-end tests of the owner's tasks say so.
 */
import { contentSchemas } from '@/schemas'
import { describeItem } from '@/schemas/german-issues'
import { editorState, subscribeEditorState, updateEditorState } from './editor-state'
import { toolsFieldName } from './entry-data'
import { bringIntoView, holdInView } from './hold-in-view'
import { nameMonthsInLists } from './month-names'

/** Sveltia's German labels of the buttons these behaviours look for. */
const labels = { remove: 'Entfernen', expand: 'Aufklappen', save: 'Speichern' }

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve))

/** The section of the field at `keyPath` in the open form. */
const fieldSection = (keyPath: string) =>
  document.querySelector<HTMLElement>(`section[data-key-path="${CSS.escape(keyPath)}"]`)

/**
 * The place of the list item at `keyPath` (`weeks.2`) in its list: Sveltia renders one wrapper per
 * item, and the item inside it only once it nears the screen.
 */
function itemWrapper(keyPath: string): HTMLElement | undefined {
  const [, listPath, index] = /^(.*)\.(\d+)$/.exec(keyPath) ?? []
  const list = listPath ? fieldSection(listPath) : null
  const items = list
    ? [...list.querySelectorAll<HTMLElement>('.item-list')].find(
        (candidate) => candidate.closest('section[data-key-path]') === list,
      )
    : undefined
  return (items?.children[Number(index)] as HTMLElement | undefined) ?? undefined
}

/** The list item at `keyPath` (`weeks.2`), if rendered. */
function listItem(keyPath: string): HTMLElement | undefined {
  const wrapper = itemWrapper(keyPath)
  return (
    (wrapper?.matches('.item') ? wrapper : wrapper?.querySelector<HTMLElement>('.item')) ??
    undefined
  )
}

/** The place in the data of the list item `item`: `weeks.2`. */
function itemKeyPath(item: Element): string | undefined {
  const index = /-item-(\d+)-body$/.exec(item.querySelector(':scope > .item-body')?.id ?? '')?.[1]
  const list = item.closest<HTMLElement>('section[data-key-path]')?.dataset.keyPath
  return index !== undefined && list ? `${list}.${index}` : undefined
}

const expandButton = (item: Element) =>
  item.querySelector<HTMLButtonElement>(':scope > .header button[aria-expanded]')

/** `find()` once it finds something, trying for about five seconds: a folded category of many
 * dishes opens slowly on a phone. */
async function until<T>(find: () => T | null | undefined, tries = 220): Promise<T | undefined> {
  for (let attempt = 0; attempt < tries; attempt += 1) {
    const found = find()
    if (found) return found
    await nextFrame()
    if (attempt % 4 === 3) await sleep(25)
  }
  return undefined
}

/**
 * Opens the lists and items on the way to the field at `keyPath` and brings it into view: the
 * first field in error after a refused save, a problem tapped in the list at the top, a dish
 * found by the search (`open`: its first field focused).
 */
export async function revealField(keyPath: string, { open = false } = {}): Promise<void> {
  const parts = keyPath.split('.')
  for (let end = 1; end <= parts.length; end += 1) {
    if (!/^\d+$/.test(parts[end - 1]!)) continue
    const path = parts.slice(0, end).join('.')
    const list = await until(() => fieldSection(parts.slice(0, end - 1).join('.')))
    if (!list) return
    const listToggle = list.querySelector<HTMLButtonElement>(
      '.toolbar.top .label button[aria-expanded="false"]',
    )
    listToggle?.click()
    const wrapper = await until(() => itemWrapper(path))
    if (!wrapper) return
    bringIntoView(wrapper)
    const item = await until(() => {
      bringIntoView(wrapper)
      return listItem(path)
    })
    if (!item) return
    bringIntoView(item)
    const toggle = expandButton(item)
    if (toggle?.getAttribute('aria-expanded') === 'false') toggle.click()
  }
  const target = await until(() => fieldSection(keyPath) ?? listItem(keyPath))
  if (!target) return
  await holdInView(target)
  if (open || target.localName === 'section') {
    const body = target.querySelector(':scope > .item-body') ?? target
    const first =
      body.querySelector<HTMLElement>('input:not([type=hidden]), textarea, select') ??
      body.querySelector<HTMLElement>('button')
    first?.focus({ preventScroll: true })
  }
}

/** A confirmation of the owner's, in a dialog of our own: German, and buttons for a thumb. */
function confirmRemoval(question: string, detail: string): Promise<boolean> {
  const dialog = document.createElement('dialog')
  dialog.className = 'confirm-removal'
  dialog.setAttribute('aria-labelledby', 'confirm-removal-question')
  const heading = Object.assign(document.createElement('h2'), {
    id: 'confirm-removal-question',
    textContent: question,
  })
  const text = Object.assign(document.createElement('p'), { textContent: detail })
  const buttons = document.createElement('div')
  const keep = Object.assign(document.createElement('button'), {
    type: 'button',
    textContent: 'Behalten',
  })
  const remove = Object.assign(document.createElement('button'), {
    type: 'button',
    textContent: 'Löschen',
    className: 'confirm-removal-remove',
  })
  buttons.append(keep, remove)
  dialog.append(heading, text, buttons)
  document.body.append(dialog)
  dialog.showModal()
  keep.focus()
  return new Promise((resolve) => {
    const close = (removed: boolean) => {
      dialog.close()
      dialog.remove()
      resolve(removed)
    }
    keep.addEventListener('click', () => close(false))
    remove.addEventListener('click', () => close(true))
    dialog.addEventListener('cancel', () => close(false))
  })
}

/** Removals the owner confirmed, passed on to Sveltia. */
const confirmed = new WeakSet<Element>()

async function askBeforeRemoving(button: HTMLElement, item: Element) {
  const keyPath = itemKeyPath(item)
  const { file, data } = editorState()
  const described =
    keyPath && file
      ? describeItem(contentSchemas('de')[file], data, keyPath.split('.').map(toKey))
      : undefined
  const what = described?.name ?? 'Dieser Eintrag'
  const detail = described?.contents.length ? `Mit ${described.contents.join(' und ')}. ` : ''
  if (
    await confirmRemoval(
      `${what} löschen?`,
      `${detail}Erst „Speichern“ ändert die Website; bis dahin lässt sich das Löschen mit „Zurück“ verwerfen.`,
    )
  ) {
    confirmed.add(button)
    button.click()
  }
}

const toKey = (part: string) => (/^\d+$/.test(part) ? Number(part) : part)

/** Buttons of list items that add one: a new item is brought into view with its first field. */
function isAddButton(button: Element) {
  return (
    button.closest('.toolbar') !== null &&
    /hinzufügen$/.test(button.getAttribute('data-label') ?? button.textContent?.trim() ?? '')
  )
}

async function showNewItem(list: HTMLElement) {
  const listPath = list.dataset.keyPath
  if (!listPath) return
  const count = () =>
    [...list.querySelectorAll('.item')].filter(
      (item) => item.closest('section[data-key-path]') === list,
    ).length
  const before = count()
  const added = await until(() => (count() > before ? true : undefined))
  if (!added) return
  await revealField(`${listPath}.${count() - 1}`, { open: true })
}

/**
 * Marks each problem at its field: a line under the field's label, in German, in place of the
 * CMS's own words for it (cms-editor.css hides those where ours stand).
 */
function markProblems() {
  const { problems, saveTried } = editorState()
  const shown = saveTried ? problems : []
  const wanted = new Map<string, string>()
  for (const problem of shown) {
    const existing = wanted.get(problem.keyPath)
    // At the field the message names it too: „Preis: „vierzehn“ passt nicht. …“.
    const line = `${problem.where.at(-1)}: ${problem.message}`
    wanted.set(problem.keyPath, existing ? `${existing} ${line}` : line)
  }
  for (const mark of document.querySelectorAll<HTMLElement>('.entry-problem')) {
    const keyPath = mark.dataset.keyPath ?? ''
    if (wanted.get(keyPath) !== mark.textContent || !mark.isConnected) mark.remove()
  }
  for (const [keyPath, message] of wanted) {
    if (keyPath === toolsFieldName) continue
    const place = fieldSection(keyPath) ?? listItem(keyPath)
    if (!place || place.querySelector(`:scope > .entry-problem`)) continue
    const mark = Object.assign(document.createElement('p'), {
      className: 'entry-problem',
      textContent: message,
    })
    mark.dataset.keyPath = keyPath
    mark.setAttribute('role', 'alert')
    const header = place.querySelector(':scope > header, :scope > .header')
    if (header) header.after(mark)
    else place.prepend(mark)
  }
}

/** After a tap on „Speichern“: the check's answer, and the first problem brought into view. */
async function afterSave() {
  updateEditorState({ saveTried: true })
  const asked = editorState().checkedAt
  await until(() => editorState().checkedAt !== asked || undefined, 120)
  const [first] = editorState().problems
  if (first) await revealField(first.keyPath)
}

function onClick(event: MouseEvent) {
  const target = event.target instanceof Element ? event.target : null
  const button = target?.closest('button')
  const item = target?.closest('.item')
  if (button && item && button.getAttribute('aria-label') === labels.remove) {
    if (confirmed.delete(button)) return
    event.preventDefault()
    event.stopImmediatePropagation()
    void askBeforeRemoving(button, item)
    return
  }
  if (button && isAddButton(button)) {
    const list = button.closest<HTMLElement>('section[data-key-path]')
    if (list) void showNewItem(list)
    return
  }
  if (button && button.textContent?.trim() === labels.save && editorState().file) {
    void afterSave()
    return
  }
  // A tap anywhere on a collapsed item's row opens it.
  if (!button && item && target?.closest('.header, .item-body > .summary')) {
    const toggle = expandButton(item)
    if (toggle?.getAttribute('aria-expanded') === 'false') toggle.click()
  }
}

/** Installs the behaviours in `page`. */
export function installEditorGlue(page: Document): void {
  page.addEventListener('click', onClick, { capture: true })
  let scheduled = false
  const schedule = () => {
    if (scheduled) return
    scheduled = true
    requestAnimationFrame(() => {
      scheduled = false
      markProblems()
    })
  }
  subscribeEditorState(schedule)
  new MutationObserver(schedule).observe(page.body, { childList: true, subtree: true })
  nameMonthsInLists(page.body)
}
