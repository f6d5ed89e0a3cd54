import { describe, expect, it } from 'vitest'
import { openingHours } from './hours'
import { restaurant } from './restaurant'
import { openingHoursSchema, restaurantSchema } from './schema'
import { assertValidContent, findContentProblems } from './validate'

const restaurantFile = (data: unknown) => [
  { file: 'src/content/restaurant.ts', schema: restaurantSchema, data },
]

describe('content validation', () => {
  it('accepts the shipped content', () => {
    expect(findContentProblems()).toEqual([])
  })

  it('names file and field of a bad e-mail address', () => {
    const problems = findContentProblems(restaurantFile({ ...restaurant, email: 'kontakt@' }))
    expect(problems).toEqual([
      'src/content/restaurant.ts: field "email" must be a valid e-mail address (got "kontakt@")',
    ])
  })

  it('rejects an ordering URL that is not https', () => {
    const problems = findContentProblems(
      restaurantFile({ ...restaurant, orderingUrl: 'http://bestellen.example/' }),
    )
    expect(problems).toEqual([
      'src/content/restaurant.ts: field "orderingUrl" must be an https:// URL (got "http://bestellen.example/")',
    ])
  })

  it('rejects a hosting provider without a name or with a plain-http address', () => {
    const hostingProvider = { ...restaurant.hostingProvider, name: '', url: 'http://host.example' }
    const problems = findContentProblems(restaurantFile({ ...restaurant, hostingProvider }))
    expect(problems).toHaveLength(2)
    expect(problems.join('\n')).toMatch(/field "hostingProvider\.name"/)
    expect(problems.join('\n')).toMatch(/field "hostingProvider\.url" must be an https:\/\/ URL/)
  })

  it('rejects an ordering service role other than processor or controller', () => {
    const problems = findContentProblems(
      restaurantFile({ ...restaurant, orderingServiceRole: 'Auftragsverarbeiter' }),
    )
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatch(/^src\/content\/restaurant\.ts: field "orderingServiceRole" /)
    expect(problems[0]).toContain('(got "Auftragsverarbeiter")')
  })

  it('requires the supervisory authority with name and address', () => {
    const withoutAuthority = { ...restaurant, supervisoryAuthority: undefined }
    expect(findContentProblems(restaurantFile(withoutAuthority))).toEqual([
      expect.stringMatching(/^src\/content\/restaurant\.ts: field "supervisoryAuthority" /),
    ])
    const problems = findContentProblems(
      restaurantFile({ ...restaurant, supervisoryAuthority: { name: '', address: '' } }),
    )
    expect(problems).toHaveLength(2)
    expect(problems.join('\n')).toMatch(/field "supervisoryAuthority\.name"/)
    expect(problems.join('\n')).toMatch(/field "supervisoryAuthority\.address"/)
  })

  it('takes a USt-IdNr. only in the German form, and none at all', () => {
    expect(findContentProblems(restaurantFile({ ...restaurant, vatId: 'DE123456789' }))).toEqual([])
    expect(findContentProblems(restaurantFile({ ...restaurant, vatId: undefined }))).toEqual([])
    expect(findContentProblems(restaurantFile({ ...restaurant, vatId: 'DE 123 456 789' }))).toEqual(
      [
        'src/content/restaurant.ts: field "vatId" must be a German USt-IdNr., "DE" and nine digits, e.g. "DE123456789" (got "DE 123 456 789")',
      ],
    )
  })

  it('takes a Wirtschafts-Identifikationsnummer only as "DE", nine digits, "-" and five digits', () => {
    expect(
      findContentProblems(restaurantFile({ ...restaurant, businessId: 'DE123456789-00001' })),
    ).toEqual([])
    expect(findContentProblems(restaurantFile({ ...restaurant, businessId: undefined }))).toEqual(
      [],
    )
    for (const businessId of ['DE123456789', 'DE123456789-1', 'DE 123456789-00001']) {
      expect(findContentProblems(restaurantFile({ ...restaurant, businessId }))).toEqual([
        `src/content/restaurant.ts: field "businessId" must be a Wirtschafts-Identifikationsnummer, "DE", nine digits, "-" and five digits, e.g. "DE123456789-00001" (got "${businessId}")`,
      ])
    }
  })

  it('takes a register entry as court and number, and names the field that is wrong', () => {
    const entry = (court: string, number: string) =>
      findContentProblems(restaurantFile({ ...restaurant, commercialRegister: { court, number } }))
    expect(entry('Amtsgericht Kaiserslautern', 'HRB 12345')).toEqual([])
    expect(entry('Amtsgericht Kaiserslautern', 'HRA 3021')).toEqual([])
    expect(entry('Amtsgericht Berlin (Charlottenburg)', 'HRB 98765 B')).toEqual([])
    expect(entry('Amtsgericht Kaiserslautern', 'GnR 12')).toEqual([])
    expect(entry('Amtsgericht Kaiserslautern', 'HRB12345')).toEqual([
      'src/content/restaurant.ts: field "commercialRegister.number" must be the register type (HRA, HRB, GnR, PR, VR) and the number, e.g. "HRB 12345" (got "HRB12345")',
    ])
    expect(entry('Amtsgericht Kaiserslautern', 'HR 12345')[0]).toMatch(
      /field "commercialRegister\.number" must be the register type/,
    )
    expect(entry('Kaiserslautern', 'HRB 12345')).toEqual([
      'src/content/restaurant.ts: field "commercialRegister.court" must name the register court, e.g. "Amtsgericht Kaiserslautern" (got "Kaiserslautern")',
    ])
    expect(
      findContentProblems(
        restaurantFile({
          ...restaurant,
          commercialRegister: 'Amtsgericht Kaiserslautern HRB 12345',
        }),
      ),
    ).toEqual([expect.stringMatching(/^src\/content\/restaurant\.ts: field "commercialRegister" /)])
  })

  it('rejects a malformed opening time and says where', () => {
    const hours = {
      ...openingHours,
      weekly: { ...openingHours.weekly, sat: [{ opens: '17.00', closes: '22:30' }] },
    }
    const problems = findContentProblems([
      { file: 'src/content/hours.ts', schema: openingHoursSchema, data: hours },
    ])
    expect(problems[0]).toMatch(
      /^src\/content\/hours\.ts: field "weekly\.sat\.0\.opens" must be a time of day as HH:MM/,
    )
  })

  it('throws with every problem listed, so the build fails', () => {
    expect(() =>
      assertValidContent(restaurantFile({ ...restaurant, phone: '0631 123', email: 'x' })),
    ).toThrow(/field "phone"[\s\S]*field "email"/)
  })
})
