import { Fragment } from 'react'
import { usePageText } from '@/i18n/use-page-text'

export const menuLegendAnchor = 'menu-legend'

/** The key to the allergen letters and additive numbers, at the end of the menu. */
export function MenuLegend() {
  const { additiveNames, allergenGroupNames, allergenKindNames, menuListText } = usePageText()
  // A cereal or nut is declared by its kind: „A glutenhaltiges Getreide: A1 Weizen, A2 Roggen …“.
  const allergens = Object.entries(allergenGroupNames).map(([group, name]) => {
    const kinds = Object.entries(allergenKindNames).filter(([code]) => code.startsWith(group))
    if (kinds.length === 0) return [group, name]
    return [group, `${name}: ${kinds.map(([code, kind]) => `${code} ${kind}`).join(', ')}`, true]
  }) satisfies [string, string, boolean?][]
  return (
    <section
      aria-labelledby={menuLegendAnchor}
      className="mt-8 rounded-card bg-sand/60 p-5 text-sm break-inside-avoid print:mt-3 print:bg-transparent print:p-0 print:[column-span:all]"
    >
      <h3
        id={menuLegendAnchor}
        className="scroll-mt-20 font-display text-2xl font-semibold print:text-lg"
      >
        {menuListText.legendHeading}
      </h3>
      <p className="mt-2 text-muted print:mt-1">{menuListText.legendIntro}</p>
      <div className="mt-4 grid gap-6 sm:grid-cols-2 print:mt-1 print:grid-cols-1 print:gap-1">
        <Codes heading={menuListText.allergensHeading} entries={allergens} />
        <Codes heading={menuListText.additivesHeading} entries={Object.entries(additiveNames)} />
      </div>
    </section>
  )
}

// In print the legend spans the flyer's columns, four codes to a row (an allergen with its kinds
// takes a row of its own): it ends the last page without a page of its own.
function Codes({
  heading,
  entries,
}: {
  heading: string
  /** Code, name, and whether the name is long enough to take a printed row of its own. */
  entries: [string, string, boolean?][]
}) {
  return (
    <div>
      <h4 className="font-semibold">{heading}</h4>
      <dl className="mt-2 grid grid-cols-[2rem_1fr] gap-y-1 print:mt-1 print:grid-cols-[1.5rem_1fr_1.5rem_1fr_1.5rem_1fr_1.5rem_1fr] print:gap-y-0">
        {entries.map(([code, name, wide]) => (
          <Fragment key={code}>
            <dt className={wide ? 'font-semibold print:col-start-1' : 'font-semibold'}>{code}</dt>
            <dd className={wide ? 'print:col-span-7' : undefined}>{name}</dd>
          </Fragment>
        ))}
      </dl>
    </div>
  )
}
