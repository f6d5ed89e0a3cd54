/** The home page's button looks, declared once. All meet the 44 px touch-target minimum. */
const base =
  'inline-flex min-h-12 items-center justify-center gap-2 rounded-full px-6 text-base font-semibold'
const primaryColors = 'bg-chili text-cream shadow-lg shadow-night/20 hover:bg-chili-dark'

export const buttonClasses = {
  /** The main call to action (ordering). */
  primary: `${base} transition-colors ${primaryColors}`,
  /** Secondary action on a dark background (the hero). */
  ghostOnDark: `${base} transition-colors border border-cream/60 text-cream hover:bg-cream/10`,
  /** Secondary action on a light background. */
  outline: `${base} transition-colors border-2 border-chili text-chili hover:bg-chili hover:text-cream`,
} as const
