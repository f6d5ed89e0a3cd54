/**
 * Fragment ids of legal sections that other parts of the site link to (`/agb#widerruf`,
 * `/datenschutz#openstreetmap`): the legal texts use them as the sections' ids, the links read them
 * from here, so the two cannot drift apart.
 */
export const legalAnchors = { withdrawal: 'widerruf', map: 'openstreetmap' } as const
