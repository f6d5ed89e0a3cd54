import { restaurant } from '@/content/restaurant'

interface LogoProps {
  /** `light` for dark backgrounds. */
  tone?: 'dark' | 'light'
}

/** The restaurant's mark (a stylised diya flame) and name. */
export function Logo({ tone = 'dark' }: LogoProps) {
  const text = tone === 'dark' ? 'text-ink' : 'text-cream'
  return (
    <span className={`inline-flex items-center gap-2 ${text}`}>
      <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" className="shrink-0">
        <circle cx="16" cy="16" r="15" className="fill-chili" />
        <path d="M16 6c3 5 5 8 5 11a5 5 0 0 1-10 0c0-3 2-6 5-11Z" className="fill-turmeric" />
        <path d="M8 22h16a8 3 0 0 1-16 0Z" className="fill-cream" />
      </svg>
      <span className="font-display text-xl font-semibold tracking-tight">{restaurant.name}</span>
    </span>
  )
}
