import { useCallback, useState } from 'react'
import { AboutSection } from '@/components/about-section'
import { FloatingOrderButton } from '@/components/floating-order-button'
import { Hero } from '@/components/hero'
import { MenuDialog } from '@/components/menu-dialog'
import { OrderModal } from '@/components/order-modal'
import { PageLayout } from '@/components/page-layout'
import { SpecialtiesSection } from '@/components/specialties-section'
import { StaticHtml } from '@/components/static-html'
import { VisitSection } from '@/components/visit-section'
import { sectionIds } from '@/content/home'
import { useFullStructuredData } from '@/lib/full-structured-data'
import { clearHash, useOpenOnHash } from '@/lib/use-open-on-hash'

/**
 * The home page and its two flags: menu dialog open, order modal open (both start closed). A link
 * to `/#speisekarte` (the menu URL in the structured data) opens the menu once the page hydrates.
 */
export default function HomePage() {
  const [menuOpen, setMenuOpen] = useState(false)
  const [orderOpen, setOrderOpen] = useState(false)
  const openOrder = () => setOrderOpen(true)
  const openMenu = useCallback(() => setMenuOpen(true), [])
  const closeMenu = () => {
    setMenuOpen(false)
    clearHash(sectionIds.menu)
  }
  useOpenOnHash(sectionIds.menu, openMenu)
  useFullStructuredData()

  return (
    <PageLayout>
      <FloatingOrderButton orderOpen={orderOpen} onOpen={openOrder} />
      <Hero onOrder={openOrder} />
      <SpecialtiesSection onOpenMenu={openMenu} />
      <StaticHtml id="about">{import.meta.env.SSR && <AboutSection />}</StaticHtml>
      <VisitSection />
      <OrderModal open={orderOpen} onClose={() => setOrderOpen(false)} />
      <MenuDialog open={menuOpen} onClose={closeMenu} />
    </PageLayout>
  )
}
