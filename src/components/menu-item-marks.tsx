import { Fragment } from 'react'
import type { MenuItem } from '@/content/menu'
import {
  additiveNames,
  allergenNames,
  dietLabels,
  menuListText,
  spiceLabels,
} from '@/content/menu-labels'

/** Diet and spice badges, then allergen letters and additive numbers (each titled with its name). */
export function MenuItemMarks({ item }: { item: MenuItem }) {
  const { diet, spiceLevel, allergens = [], additives = [] } = item
  if (!diet && !spiceLevel && allergens.length === 0 && additives.length === 0) return null
  return (
    <p className="mt-1.5 print:mt-0.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted">
      {diet && (
        <span className="rounded-full bg-cardamom/10 px-2 py-0.5 font-semibold text-cardamom print:px-0">
          {dietLabels[diet]}
        </span>
      )}
      {spiceLevel && (
        <span className="rounded-full bg-chili/10 px-2 py-0.5 font-semibold text-chili print:px-0">
          {spiceLabels[spiceLevel]}
        </span>
      )}
      {allergens.length > 0 && (
        <Codes prefix={menuListText.allergensPrefix} codes={allergens} names={allergenNames} />
      )}
      {additives.length > 0 && (
        <Codes prefix={menuListText.additivesPrefix} codes={additives} names={additiveNames} />
      )}
    </p>
  )
}

interface CodesProps<Code extends string | number> {
  prefix: string
  codes: Code[]
  names: Record<Code, string>
}

function Codes<Code extends string | number>({ prefix, codes, names }: CodesProps<Code>) {
  return (
    <span>
      {prefix}{' '}
      {codes.map((code, index) => (
        <Fragment key={code}>
          {index > 0 && ', '}
          <abbr title={names[code]} className="no-underline">
            {code}
          </abbr>
        </Fragment>
      ))}
    </span>
  )
}
