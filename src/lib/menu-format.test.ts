import { describe, expect, it } from 'vitest'
import { menu } from '@/content/menu'
import { formatEuro } from './format-price'
import { formatDeposit, formatVolume } from './menu-format'

describe('drink prices', () => {
  it('formats the deposit beside the price, not inside it', () => {
    expect(formatDeposit(25)).toBe('zzgl. 0,25\u00a0€ Pfand')
    expect(formatDeposit(8)).toBe('zzgl. 0,08\u00a0€ Pfand')
    const cola = menu
      .flatMap((category) => category.items)
      .find((item) => item.name === 'Coca-Cola')
    expect(formatEuro(cola!.priceCents)).toBe('3,90\u00a0€')
    expect(formatDeposit(cola!.depositCents!)).toBe('zzgl. 0,15\u00a0€ Pfand')
  })

  it('formats volumes with a comma and two decimals', () => {
    expect(formatVolume(0.33)).toBe('0,33\u00a0l')
    expect(formatVolume(1)).toBe('1,00\u00a0l')
    expect(formatVolume(1.5)).toBe('1,50\u00a0l')
  })
})
