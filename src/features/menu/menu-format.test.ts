import { describe, expect, it } from 'vitest'
import { formatEuro } from '@/lib/format-price'
import {
  formatAlcohol,
  formatDeposit,
  formatUnitPrice,
  formatVolume,
  unitPriceCents,
} from './menu-format'
import { loadSite } from '@/testing/site'

const { menu } = loadSite()

describe('drink prices', () => {
  it('formats the deposit beside the price, not inside it', () => {
    expect(formatDeposit(25, 'de')).toBe('zzgl. 0,25\u00a0€ Pfand')
    expect(formatDeposit(8, 'de')).toBe('zzgl. 0,08\u00a0€ Pfand')
    const cola = menu
      .flatMap((category) => category.items)
      .find((item) => item.name.text === 'Coca-Cola')
    expect(formatEuro(cola!.priceCents, 'de')).toBe('3,90\u00a0€')
    expect(formatDeposit(cola!.depositCents!, 'de')).toBe('zzgl. 0,15\u00a0€ Pfand')
  })

  it('formats deposits, volumes and unit prices for English readers', () => {
    expect(formatDeposit(15, 'en')).toBe('plus €0.15 deposit')
    expect(formatVolume(0.33, 'en')).toBe('0.33\u00a0l')
    expect(formatUnitPrice(320, 0.33, 'en')).toBe('1\u00a0l = €9.70')
  })

  it('formats volumes with a comma and two decimals', () => {
    expect(formatVolume(0.33, 'de')).toBe('0,33\u00a0l')
    expect(formatVolume(1, 'de')).toBe('1,00\u00a0l')
    expect(formatVolume(1.5, 'de')).toBe('1,50\u00a0l')
  })
})

describe('price per litre (Grundpreis)', () => {
  it('divides the price by the volume and rounds half up to the cent', () => {
    expect(unitPriceCents(320, 0.33)).toBe(970) // 969.69…
    expect(unitPriceCents(2190, 0.7)).toBe(3129) // 3128.57…
    expect(unitPriceCents(390, 0.3)).toBe(1300)
    expect(unitPriceCents(450, 0.5)).toBe(900)
    expect(unitPriceCents(3990, 1.5)).toBe(2660)
    expect(unitPriceCents(1990, 1.5)).toBe(1327) // 1326.66…
    expect(unitPriceCents(250, 2)).toBe(125)
  })

  it('rounds an exact half cent up, where floating-point division falls just short', () => {
    expect(399 / 0.56).toBeLessThan(712.5) // 712.4999…, so Math.round would give 712
    expect(unitPriceCents(399, 0.56)).toBe(713)
    expect(unitPriceCents(1, 0.4)).toBe(3) // 2.5
    expect(unitPriceCents(3, 0.4)).toBe(8) // 7.5
  })

  it('takes a volume computed in floating point for the volume it means', () => {
    expect(0.1 + 0.2).not.toBe(0.3)
    expect(unitPriceCents(390, 0.1 + 0.2)).toBe(unitPriceCents(390, 0.3))
    expect(0.7 + 0.2 + 0.1).not.toBe(1)
    expect(unitPriceCents(390, 0.7 + 0.2 + 0.1)).toBeUndefined()
  })

  it('has none for exactly one litre, where it would repeat the price', () => {
    expect(unitPriceCents(390, 1)).toBeUndefined()
    expect(formatUnitPrice(390, 1, 'de')).toBeUndefined()
  })

  it('reads "1 l = 9,70 €", the price formatted as every other price', () => {
    expect(formatUnitPrice(320, 0.33, 'de')).toBe('1\u00a0l = 9,70\u00a0€')
    expect(formatUnitPrice(2190, 0.7, 'de')).toBe(`1\u00a0l = ${formatEuro(3129, 'de')}`)
    expect(formatUnitPrice(2190, 0.7, 'de')).toBe('1\u00a0l = 31,29\u00a0€')
    expect(formatUnitPrice(3990, 1.5, 'de')).toBe('1\u00a0l = 26,60\u00a0€')
  })
})

describe('formatAlcohol', () => {
  it('states the alcohol by volume with at most one decimal, as LMIV Annex XII asks', () => {
    expect(formatAlcohol(4.9, 'de')).toBe('alc. 4,9\u00a0% vol')
    expect(formatAlcohol(12, 'de')).toBe('alc. 12\u00a0% vol')
    expect(formatAlcohol(12.5, 'en')).toBe('alc. 12.5% vol')
  })
})
