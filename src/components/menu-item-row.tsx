import type { MenuItem } from '@/content/menu'
import { formatEuro } from '@/lib/format-price'
import { formatDeposit, formatVolume } from '@/lib/menu-format'
import { menuItemData } from '@/lib/menu-search'
import { MenuItemMarks } from './menu-item-marks'

/**
 * One dish: number, name (with the volume of a drink), description, marks and price, the deposit
 * beside the price. The data attributes are what the dialog's search and filters read.
 */
export function MenuItemRow({ item }: { item: MenuItem }) {
  const data = menuItemData(item)
  return (
    <li
      data-search={data.search}
      data-tags={data.tags}
      data-allergens={data.allergens}
      className="flex gap-3 border-b border-sand py-3 break-inside-avoid last:border-b-0 print:py-1.5"
    >
      <span className="w-8 shrink-0 pt-0.5 text-sm text-muted tabular-nums">{item.number}</span>
      <div className="min-w-0 flex-1">
        <p className="font-semibold">
          {item.name}
          {item.volumeLitres !== undefined && (
            <span className="ml-2 text-sm font-normal text-muted">
              {formatVolume(item.volumeLitres)}
            </span>
          )}
        </p>
        {item.description && <p className="text-sm text-muted">{item.description}</p>}
        <MenuItemMarks item={item} />
      </div>
      <p className="shrink-0 text-right">
        <span className="block font-semibold whitespace-nowrap tabular-nums">
          {formatEuro(item.priceCents)}
        </span>
        {item.depositCents !== undefined && (
          <span className="block text-xs whitespace-nowrap text-muted">
            {formatDeposit(item.depositCents)}
          </span>
        )}
      </p>
    </li>
  )
}
