import { describe, expect, it } from 'vitest'
import { type LegalForm, legalFormIssues } from './legal-form'

/** A business of `legalForm` with a fitting name and representatives, entered as `registerNumber`. */
const business = (legalForm: LegalForm, legalName: string, registerNumber?: string) => ({
  legalForm,
  legalName,
  representatives: ['A. Sharma'],
  registerNumber,
})

describe('the register a legal form is entered in', () => {
  it.each([
    ['no entry', undefined],
    ['an entry in another register', 'HRA 12345'],
  ])('a GmbH with %s must be in the HRB', (_, number) => {
    expect(legalFormIssues(business('gmbh', 'Namaste Gastro GmbH', number))).toEqual([
      {
        path: 'commercialRegister',
        message: 'must be the HRB entry of this legal form',
        de: 'braucht bei dieser Rechtsform einen Eintrag mit „HRB“, z. B. „HRB 12345“',
      },
    ])
  })

  it('a GmbH in the HRB and a sole trader without an entry are right', () => {
    expect(legalFormIssues(business('gmbh', 'Namaste Gastro GmbH', 'HRB 12345'))).toEqual([])
    expect(legalFormIssues(business('einzelunternehmen', 'Namaste Otterbach'))).toEqual([])
  })

  it('a sole trader who is in no register must not give an entry', () => {
    expect(legalFormIssues(business('einzelunternehmen', 'Namaste Otterbach', 'HRA 1'))).toEqual([
      {
        path: 'commercialRegister',
        message: 'must be empty: this legal form is entered in no register (choose the legal form)',
        de: 'muss leer bleiben: diese Rechtsform steht in keinem Register (sonst die Rechtsform ändern)',
      },
    ])
  })
})
