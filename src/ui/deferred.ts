/**
 * Marks a stand-in for what loads once the page has painted (a picture below the hero, the ordering
 * service's frame): the boot script puts the content of the <noscript> after it in its place, and
 * without JavaScript that content shows (ADR 029).
 */
export const deferredAttribute = 'data-deferred'
