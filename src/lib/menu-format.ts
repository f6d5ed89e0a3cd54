import { menuListText } from '@/content/menu-labels'
import { formatEuro } from './format-price'

// Pure, like the formatter in ./format-price: unused, it costs the client nothing.
const litres = /* @__PURE__ */ new Intl.NumberFormat('de-DE', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
})

/** 0.33 → "0,33 l", 1 → "1,00 l": the way German drinks menus print volumes. */
export function formatVolume(volumeLitres: number): string {
  return `${litres.format(volumeLitres)}\u00a0${menuListText.volumeUnit}`
}

/** 15 → "zzgl. 0,15 € Pfand": shown beside the price, never added to it. */
export function formatDeposit(depositCents: number): string {
  return menuListText.deposit(formatEuro(depositCents))
}
