/**
 * A moment to hydrate an island (one file per mode in this folder, as Astro's client directives):
 * called once the page has painted, it calls `hydrate` when its moment comes.
 */
export type HydrationMode = (element: HTMLElement, hydrate: () => void) => void
