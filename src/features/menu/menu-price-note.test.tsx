import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { Delivery } from '@/schemas'
import type { Language } from '@/schemas/fields'
import { inPage } from '@/testing/render-in-page'
import { MenuPriceNote } from './menu-price-note'

const area = (place: string, fee: number) => ({
  place,
  postalCodes: ['67731'],
  fee,
  minimumOrder: 1500,
})

function note(delivery: Pick<Delivery, 'areas'>, language: Language = 'de') {
  const InPage = inPage(language)
  const container = document.createElement('div')
  container.innerHTML = renderToString(
    <InPage>
      <MenuPriceNote delivery={delivery} />
    </InPage>,
  )
  return container
}

describe('the note above the menu', () => {
  it('says the prices include VAT, and the lowest delivery fee, linking to the delivery terms', () => {
    const german = note({ areas: [area('Sambach', 200), area('Otterbach', 150)] })
    expect(german.textContent).toContain(
      'Alle Preise in Euro inkl. MwSt., bei Lieferung zzgl. Liefergebühr ab 1,50\u00a0€ – Liefergebiete und Mindestbestellwert',
    )
    expect(german.querySelector('a')?.getAttribute('href')).toBe('/bestellen#liefergebiete')
  })

  it('says so in English on the English pages', () => {
    const english = note({ areas: [area('Otterbach', 250)] }, 'en')
    expect(english.textContent).toContain(
      'All prices in euros including VAT, plus a delivery fee from €2.50 on deliveries',
    )
    expect(english.querySelector('a')?.getAttribute('href')).toBe('/en/order#liefergebiete')
  })
})
