/**
 * Text typed into a field of an island before it hydrated (the menu's search) is typed again once
 * it has, so that its handler sees it: React's listeners were not there. The field is set back to
 * what the island rendered, then to the typed text through the element's own setter, as typing
 * sets it, and told of the input.
 */
export function typeAgain(island: HTMLElement) {
  for (const field of island.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
    'input, textarea',
  )) {
    if (field.value === field.defaultValue) continue
    const typed = field.value
    field.value = field.defaultValue
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, typed)
    field.dispatchEvent(new Event('input', { bubbles: true }))
  }
}
