import { Fragment } from 'react'
import type { Dish } from '@/schemas'
import { usePageText } from '@/i18n/use-page-text'

/** Diet and spice badges, then allergen letters and additive numbers (each titled with its name). */
export function MenuItemMarks({ item }: { item: Dish }) {
  const { diet, spiceLevel, allergens = [], additives = [] } = item
  const { additiveNames, allergenNames, dietLabels, menuListText, spiceLabels } = usePageText()
  if (!diet && !spiceLevel && allergens.length === 0 && additives.length === 0) return null
  return (
    <p className="menu-item-marks">
      {diet && <span className="menu-badge-diet">{dietLabels[diet]}</span>}
      {spiceLevel && <span className="menu-badge-spice">{spiceLabels[spiceLevel]}</span>}
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
      {`${prefix} `}
      {codes.map((code, index) => (
        <Fragment key={code}>
          {index > 0 && ', '}
          <abbr title={names[code]}>{code}</abbr>
        </Fragment>
      ))}
    </span>
  )
}
