import { useState } from 'react'
import { AboutSection } from '@/components/about-section'
import { FloatingOrderButton } from '@/components/floating-order-button'
import { Hero } from '@/components/hero'
import { MenuDialog } from '@/components/menu-dialog'
import { OrderModal } from '@/components/order-modal'
import { PageLayout } from '@/components/page-layout'
import { SpecialtiesSection } from '@/components/specialties-section'
import { StaticHtml } from '@/components/static-html'
import { VisitSection } from '@/components/visit-section'

/** The home page and its two flags: menu dialog open, order modal open (both start closed). */
export default function HomePage() {
  const [menuOpen, setMenuOpen] = useState(false)
  const [orderOpen, setOrderOpen] = useState(false)
  const openOrder = () => setOrderOpen(true)

  return (
    <PageLayout>
      <FloatingOrderButton orderOpen={orderOpen} onOpen={openOrder} />
      <Hero onOrder={openOrder} />
      <SpecialtiesSection onOpenMenu={() => setMenuOpen(true)} />
      <StaticHtml id="about">{import.meta.env.SSR && <AboutSection />}</StaticHtml>
      <VisitSection />
      <OrderModal open={orderOpen} onClose={() => setOrderOpen(false)} />
      <MenuDialog open={menuOpen} onClose={() => setMenuOpen(false)} />
    </PageLayout>
  )
}
