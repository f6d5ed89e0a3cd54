import { Fragment } from 'react'
import { usePageText } from '@/i18n/use-page-text'

export const menuLegendAnchor = 'menu-legend'

/** The key to the allergen letters and additive numbers, at the end of the menu. */
export function MenuLegend() {
  const { additiveNames, allergenNames, menuListText } = usePageText()
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
        <Codes heading={menuListText.allergensHeading} names={allergenNames} />
        <Codes heading={menuListText.additivesHeading} names={additiveNames} />
      </div>
    </section>
  )
}

// In print the legend spans the flyer's columns, four codes to a row: it ends the last page
// without a page of its own.
function Codes({ heading, names }: { heading: string; names: Record<string, string> }) {
  return (
    <div>
      <h4 className="font-semibold">{heading}</h4>
      <dl className="mt-2 grid grid-cols-[2rem_1fr] gap-y-1 print:mt-1 print:grid-cols-[1.5rem_1fr_1.5rem_1fr_1.5rem_1fr_1.5rem_1fr] print:gap-y-0">
        {Object.entries(names).map(([code, name]) => (
          <Fragment key={code}>
            <dt className="font-semibold">{code}</dt>
            <dd>{name}</dd>
          </Fragment>
        ))}
      </dl>
    </div>
  )
}
