/**
 * Sveltia CMS names a week, a closure or a notice in its lists by the list's template, with days
 * and months in numbers (`30.11.–6.12.2026`: it formats dates with dayjs and no locale). This
 * names the months, „30. November – 6. Dezember 2026“, as the German messages do
 * (src/schemas/german-dates.ts) — in the very text node Sveltia keeps, so its own updates, when
 * the owner changes a date, still arrive and are named again. Where Sveltia's markup changes, the
 * lists keep their numbers.
 */
import { withMonthNames } from '@/schemas/german-dates'

/** The summary line of a folded list item. */
const summarySelector = '.item > .item-body > .summary'

function nameMonths(text: Text) {
  if (!text.parentElement?.closest(summarySelector)) return
  const named = withMonthNames(text.data)
  if (named !== text.data) text.data = named
}

function nameMonthsUnder(node: Node) {
  if (node instanceof Text) return nameMonths(node)
  if (!(node instanceof Element)) return
  const within = node.closest(summarySelector) ? [node] : node.querySelectorAll(summarySelector)
  for (const summary of within) {
    const walker = document.createTreeWalker(summary, NodeFilter.SHOW_TEXT)
    for (let text = walker.nextNode(); text; text = walker.nextNode()) nameMonths(text as Text)
  }
}

/** Names the months in the summaries of every list in `root`, now and as they render. */
export function nameMonthsInLists(root: Element): void {
  nameMonthsUnder(root)
  new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'characterData') nameMonthsUnder(record.target)
      else record.addedNodes.forEach(nameMonthsUnder)
    }
  }).observe(root, { subtree: true, childList: true, characterData: true })
}
