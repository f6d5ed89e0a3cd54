import { useLanguage } from '@/i18n/text-context'
import { type UiText, uiTexts } from './index'

/**
 * The interface texts of the page's language, for the parts rendered at build time only. Islands
 * use `useIslandText()` instead: this module holds every language and never reaches the browser.
 */
export function usePageText(): UiText {
  return uiTexts[useLanguage()]
}
