/*
 * The interface texts of every language, for the build. Never imported by island code: the
 * browser loads one language's `islandText` alone (`virtual:island-context/<language>`,
 * builder/vite/island-data-plugin.ts).
 */
import type { Language } from '@/schemas/fields'
import * as de from './de'
import * as en from './en'

export type UiText = typeof de
export type IslandText = UiText['islandText']

export const uiTexts: Record<Language, UiText> = { de, en }
