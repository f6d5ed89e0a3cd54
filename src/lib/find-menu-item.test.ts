import { describe, expect, it } from 'vitest'
import type { MenuCategory, MenuItem } from '@/schemas'
import { findMenuItem } from './find-menu-item'

const dish = (number: string, name: string) => ({ number, name: { text: name } }) as MenuItem
const samosa = dish('1', 'Samosa')
const pakora = dish('2', 'Pakora')
const tikka = dish('21', 'Chicken Tikka Masala')
const menu = [{ items: [samosa, pakora] }, { items: [tikka] }] as MenuCategory[]

describe('findMenuItem', () => {
  it('finds a dish by its number in any category', () => {
    expect(findMenuItem(menu, '2')).toBe(pakora)
    expect(findMenuItem(menu, '21')).toBe(tikka)
  })

  it('names the number the menu does not have', () => {
    expect(() => findMenuItem(menu, '99')).toThrow('The menu has no dish number "99"')
  })
})
