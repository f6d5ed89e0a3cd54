/**
 * The legal forms a restaurant's business can have (§ 5 Abs. 1 Nr. 1 DDG: the Impressum names the
 * legal form and who represents the business), with what each demands of the data: who represents
 * it and how many, which register (after MoPeG a registered GbR is in the Gesellschaftsregister,
 * GsR), and the form's designation in the business's full name (§ 19 HGB, § 4 GmbHG, § 5a GmbHG,
 * § 707a BGB). A KG or a GmbH & Co. KG (a partner with limited liability, a company as
 * representative) is not among them: its Impressum needs an agency's lawyer.
 */
export const legalForms = ['einzelunternehmen', 'ek', 'gbr', 'egbr', 'ohg', 'gmbh', 'ug'] as const
export type LegalForm = (typeof legalForms)[number]

/**
 * Who represents a business: its one owner, its partners with power of representation (at least
 * two) or its managing directors (at least one).
 */
export type Representatives = 'owner' | 'partners' | 'managingDirectors'

interface LegalFormRules {
  /** The CMS's name of the choice. */
  label: string
  representatives: Representatives
  /** The register the business must be entered in (the prefix of its number), or none. */
  register: string | undefined
  /** The designation the full name must carry, or none (a name without one). */
  designation: RegExp | undefined
  /** The designation as the error message names it. */
  designationName?: string
}

export const legalFormRules: Record<LegalForm, LegalFormRules> = {
  einzelunternehmen: {
    label: 'Einzelunternehmen (nicht im Handelsregister)',
    representatives: 'owner',
    register: undefined,
    designation: undefined,
  },
  ek: {
    label: 'Eingetragener Kaufmann / eingetragene Kauffrau (e. K.)',
    representatives: 'owner',
    register: 'HRA',
    designation: /\be\. ?(K|Kfm|Kfr)\.|eingetragene[r]? Kauf(mann|frau)/,
    designationName: '„e. K.“, „e. Kfm.“ oder „e. Kfr.“',
  },
  gbr: {
    label: 'Gesellschaft bürgerlichen Rechts (GbR), nicht eingetragen',
    representatives: 'partners',
    register: undefined,
    designation: /\bGbR\b|Gesellschaft bürgerlichen Rechts/,
    designationName: '„GbR“',
  },
  egbr: {
    label: 'Eingetragene GbR (eGbR, Gesellschaftsregister)',
    representatives: 'partners',
    register: 'GsR',
    designation: /\beGbR\b|eingetragene Gesellschaft bürgerlichen Rechts/,
    designationName: '„eGbR“',
  },
  ohg: {
    label: 'Offene Handelsgesellschaft (OHG)',
    representatives: 'partners',
    register: 'HRA',
    designation: /\bOHG\b|offene Handelsgesellschaft/i,
    designationName: '„OHG“',
  },
  gmbh: {
    label: 'GmbH',
    representatives: 'managingDirectors',
    register: 'HRB',
    designation: /\bGmbH\b|Gesellschaft mit beschränkter Haftung/,
    designationName: '„GmbH“',
  },
  ug: {
    label: 'UG (haftungsbeschränkt)',
    representatives: 'managingDirectors',
    register: 'HRB',
    designation: /\bUG \(haftungsbeschränkt\)|Unternehmergesellschaft \(haftungsbeschränkt\)/,
    designationName: '„UG (haftungsbeschränkt)“',
  },
}

/** The register an entry's number is in, its prefix: "HRB 12345" → "HRB". */
export const registerType = (number: string | undefined) => number?.split(' ')[0]

/** Any form's designation: a business without one must not carry another form's. */
const anyDesignation = /\b(GmbH|GbR|eGbR|OHG|KG|AG|UG)\b|\be\. ?(K|Kfm|Kfr)\./

/** A problem of the business's data: the field, in English for the build, in German for the CMS. */
export interface LegalFormIssue {
  path: 'representatives' | 'commercialRegister' | 'legalName'
  message: string
  de: string
}

/** What is wrong with a business's form, representatives, register and name; none when right. */
export function legalFormIssues(business: {
  legalForm: LegalForm
  legalName: string
  representatives: readonly string[]
  registerNumber: string | undefined
}): LegalFormIssue[] {
  const rules = legalFormRules[business.legalForm]
  const issues: LegalFormIssue[] = []
  const count = business.representatives.length
  if (rules.representatives === 'owner' && count !== 1) {
    issues.push({
      path: 'representatives',
      message: 'must name the one owner (Inhaber)',
      de: 'muss bei dieser Rechtsform genau eine Person nennen, den Inhaber oder die Inhaberin',
    })
  }
  if (rules.representatives === 'partners' && count < 2) {
    issues.push({
      path: 'representatives',
      message: 'must name every partner with power of representation, at least two',
      de: 'muss alle vertretungsberechtigten Gesellschafter nennen, mindestens zwei',
    })
  }
  const type = registerType(business.registerNumber)
  if (rules.register && type !== rules.register) {
    issues.push({
      path: 'commercialRegister',
      message: `must be the ${rules.register} entry of this legal form`,
      de: `braucht bei dieser Rechtsform einen Eintrag mit „${rules.register}“, z. B. „${rules.register} 12345“`,
    })
  }
  if (!rules.register && type !== undefined) {
    issues.push({
      path: 'commercialRegister',
      message: 'must be empty: this legal form is entered in no register (choose the legal form)',
      de: 'muss leer bleiben: diese Rechtsform steht in keinem Register (sonst die Rechtsform ändern)',
    })
  }
  if (rules.designation && !rules.designation.test(business.legalName)) {
    issues.push({
      path: 'legalName',
      message: `must carry the legal form, ${rules.designationName}`,
      de: `muss die Rechtsform enthalten, ${rules.designationName}`,
    })
  }
  if (!rules.designation && anyDesignation.test(business.legalName)) {
    issues.push({
      path: 'legalName',
      message: 'names another legal form than legalForm',
      de: 'nennt eine andere Rechtsform als die gewählte',
    })
  }
  if (/\bInhaber(in)?\b/.test(business.legalName)) {
    issues.push({
      path: 'legalName',
      message:
        'must not name the owner as "Inhaber": the Impressum and the AGB name the representatives after it, once',
      de: 'darf keinen „Inhaber“ nennen: Impressum und AGB nennen die Vertretungsberechtigten selbst, direkt dahinter',
    })
  }
  return issues
}
