import { PageLayout } from '@/components/page-layout'
import { restaurant } from '@/content/restaurant'

export default function HomePage() {
  return (
    <PageLayout>
      <section className="mx-auto max-w-6xl px-4 py-24">
        <h1 className="font-display text-5xl font-semibold">{restaurant.name}</h1>
        <p className="mt-4 text-xl">{restaurant.tagline}</p>
        <a
          href={restaurant.orderingUrl}
          className="mt-8 inline-flex min-h-11 items-center rounded-full bg-chili px-6 font-semibold text-cream"
        >
          Jetzt Online Bestellen
        </a>
      </section>
    </PageLayout>
  )
}
