import type { Dish } from '@/schemas'
import { formatEuro } from '@/lib/format-price'
import { unavailableAttributes } from '@/lib/unavailable'
import {
  formatAlcohol,
  formatDeposit,
  formatUnitPrice,
  formatVolume,
} from '@/features/menu/menu-format'
import { menuItemData } from '@/features/menu/menu-search-index'
import { uiTexts } from '@/i18n'
import { useLanguage } from '@/i18n/text-context'
import { LangText } from '@/ui/lang-text'
import { UnavailableNote } from '@/ui/unavailable-note'
import { MenuItemMarks } from './menu-item-marks'
import { NoBreakText } from '@/ui/no-break-text'

/**
 * One dish: number, name (with a drink's volume and alcohol by volume), description, marks and price; under the
 * price a drink's price per litre (Grundpreis, PAngV § 4) and its deposit. A dish off for a few
 * days is greyed with the day it returns (`today`: the build's Berlin date; the browser corrects
 * it, src/lib/unavailable.ts). The dialog's search and filters read its data attributes and its
 * text (menu-search-index.ts); the menu-item classes are defined once in styles.css (143 rows).
 */
export function MenuItemRow({ item, today }: { item: Dish; today: string }) {
  const data = menuItemData(item)
  const language = useLanguage()
  const unitPrice =
    item.volumeLitres === undefined
      ? undefined
      : formatUnitPrice(item.priceCents, item.volumeLitres, language)
  return (
    <li
      data-tags={data.tags}
      data-allergens={data.allergens}
      {...unavailableAttributes(item.unavailableUntil, today)}
      className="menu-item"
    >
      {item.number !== undefined && <span className="menu-item-number">{item.number}</span>}
      <div className="menu-item-body">
        <p className="font-semibold">
          <LangText text={item.name} />
          {/* Word spaces, not margins, between the name, the volume and the alcohol: a run that
              wraps then starts at the line's edge, not indented by its margin. */}
          {item.volumeLitres !== undefined && (
            <>
              {' '}
              <span className="menu-item-volume">{formatVolume(item.volumeLitres, language)}</span>
            </>
          )}
          {item.alcoholByVolume !== undefined && (
            <>
              {' '}
              <span className="menu-item-volume">
                {formatAlcohol(item.alcoholByVolume, language)}
              </span>
            </>
          )}
        </p>
        {item.description && (
          <p className="menu-item-description" lang={item.description.lang}>
            <NoBreakText text={item.description.text} />
          </p>
        )}
        <UnavailableNote until={item.unavailableUntil} today={today} className="menu-item-off" />
        <MenuItemMarks item={item} />
      </div>
      <p className="menu-item-price">
        {formatEuro(item.priceCents, language)}
        {unitPrice && <span className="menu-item-unit-price">{unitPrice}</span>}
        {item.depositCents !== undefined && (
          <span className="menu-item-deposit">{formatDeposit(item.depositCents, language)}</span>
        )}
        {item.depositType !== undefined && (
          <span className="menu-item-deposit menu-item-deposit-type">
            {uiTexts[language].menuListText.depositTypes[item.depositType]}
          </span>
        )}
      </p>
    </li>
  )
}
