import Markdoc, { type Node, type ValidationError } from '@markdoc/markdoc'
import type { Fact, Facts } from './legal-facts'

/*
 * The one check of our own, for what Markdoc does not know about the facts (legal-facts.ts): where
 * each kind may stand (a text in the text, a link target in {% link %}, a choice in a condition),
 * that a fact the data may leave out stands only inside a condition on it, and that a condition
 * compares a fact with choices it has. Markdoc runs it with its own checks (validate()), so each
 * mistake comes back with its line, and names the fact as the document writes it.
 */

type Value = unknown

const { isVariable, isFunction } = Markdoc.Ast

const failure = (message: string): ValidationError => ({
  id: 'legal-fact',
  level: 'error',
  message,
})

/** The fact's name, or undefined where the value is no variable. */
export const nameOf = (value: Value): string | undefined =>
  isVariable(value) ? value.path.join('.') : undefined

/**
 * A name that is no fact. Markdoc reports one that is not among the names where a variable is an
 * attribute's value, but lets a group of facts pass (`$restaurant.address`) and does not look
 * inside a function's parameters (`equals($restaurant.publishing, "…")`).
 */
function noFact(facts: Facts, name: string, { inFunction = false } = {}): ValidationError[] {
  const group = Object.keys(facts).some((fact) => fact.startsWith(`${name}.`))
  if (group) return [failure(`Undefined variable: '${name}' (a group of facts, not a fact)`)]
  return inFunction ? [failure(`Undefined variable: '${name}'`)] : []
}

/** Whether a condition, where it holds, says that the data has `name`: a condition on it or on the entry it is part of. */
function conditionOn(condition: Value, name: string): boolean {
  const variable = nameOf(condition)
  if (variable !== undefined) return name === variable || name.startsWith(`${variable}.`)
  if (!isFunction(condition) || !['equals', 'and'].includes(condition.name)) return false
  return Object.values(condition.parameters).some((parameter) => conditionOn(parameter, name))
}

/** The condition of the branch of an {% if %} that holds `child`: the if's, or the else's before it. */
function branchCondition(tag: Node, child: Node): Value {
  let condition: Value = tag.attributes.primary
  for (const node of tag.children) {
    if (node.type === 'tag' && node.tag === 'else') condition = node.attributes.primary
    if (node === child) return condition
  }
  return undefined
}

/** Whether `node` (below `parents`) stands in a branch whose condition says the data has `name`. */
function inConditionOn(name: string, node: Node, parents: readonly Node[]): boolean {
  const path = [...parents, node]
  return parents.some(
    (parent, index) =>
      parent.type === 'tag' &&
      parent.tag === 'if' &&
      conditionOn(branchCondition(parent, path[index + 1]!), name),
  )
}

/** A fact shown as text or as a link: its value must be there wherever the text shows it. */
function shown(name: string, fact: Fact, node: Node, parents: readonly Node[], as: string) {
  if (inConditionOn(name, node, parents)) return []
  if (fact.optional) {
    return [failure(`${as} may be left empty in the data: put it inside {% if $${name} %}`)]
  }
  return fact.value === undefined ? [failure(`${as} has no value in the data`)] : []
}

/** `{% $name %}` in the text: a text, a link's text, or lines in a paragraph. */
export function checkText(facts: Facts, node: Node, parents: readonly Node[]): ValidationError[] {
  const name = nameOf(node.attributes.content)
  if (name === undefined) return []
  const fact = facts[name]
  const as = `{% $${name} %}`
  if (!fact) return noFact(facts, name)
  if (fact.kind === 'page' || fact.kind === 'anchor') {
    return [failure(`${as} is a link target: {% link $${name} %}text{% /link %}`)]
  }
  if (fact.kind === 'choice' || fact.kind === 'entry') {
    return [failure(`${as} is for conditions only: {% if $${name} %}`)]
  }
  const inLine = parents.some((parent) => ['heading', 'item'].includes(parent.type))
  if (fact.kind === 'lines' && (inLine || parents.some((parent) => parent.tag === 'link'))) {
    return [failure(`${as} has several lines: it stands in a paragraph only`)]
  }
  return shown(name, fact, node, parents, as)
}

/** `{% link $name /%}` (its own text) or `{% link $name %}text{% /link %}`. */
export function checkLink(facts: Facts, node: Node, parents: readonly Node[]): ValidationError[] {
  const { primary, fragment } = node.attributes
  const name = nameOf(primary)
  if (name === undefined) {
    return [
      failure(
        '{% link %} links a fact: {% link $restaurant.email /%}; an address: [text](https://…)',
      ),
    ]
  }
  const fact = facts[name]
  const as = `{% link $${name} %}`
  if (!fact) return noFact(facts, name)
  const errors: ValidationError[] = []
  if (!['link', 'page', 'anchor'].includes(fact.kind)) {
    errors.push(
      failure(
        `${as}: only a phone number, an e-mail address, a URL, a page or an anchor makes a link`,
      ),
    )
  }
  if ((fact.kind === 'page' || fact.kind === 'anchor') && node.children.length === 0) {
    errors.push(failure(`${as} needs its text: {% link $${name} %}text{% /link %}`))
  }
  if (
    fragment !== undefined &&
    (fact.kind !== 'page' || facts[nameOf(fragment) ?? '']?.kind !== 'anchor')
  ) {
    errors.push(failure(`${as}: fragment= takes an anchor, on a link to a page`))
  }
  return fact.kind === 'link' ? [...errors, ...shown(name, fact, node, parents, as)] : errors
}

const conditionFunctions = ['equals', 'and', 'or', 'not']

/** A condition's functions and the facts it compares: `equals($fact, "choice")` with its choices. */
export function checkCondition(facts: Facts, condition: Value): ValidationError[] {
  if (!isFunction(condition)) {
    const name = nameOf(condition)
    return name !== undefined && !facts[name] ? noFact(facts, name) : []
  }
  const parameters = Object.values(condition.parameters)
  if (!conditionFunctions.includes(condition.name)) {
    return [failure(`${condition.name}(): a condition uses ${conditionFunctions.join(', ')}`)]
  }
  if (condition.name !== 'equals') {
    return parameters.flatMap((parameter) =>
      isVariable(parameter) && !facts[nameOf(parameter) ?? '']
        ? noFact(facts, nameOf(parameter) ?? '', { inFunction: true })
        : checkCondition(facts, parameter),
    )
  }
  const names = parameters.map(nameOf).filter((name) => name !== undefined)
  const [name] = names
  const as = `equals(${parameters.map((parameter) => (isVariable(parameter) ? `$${nameOf(parameter)}` : JSON.stringify(parameter))).join(', ')})`
  if (names.length !== 1 || name === undefined)
    return [failure(`${as} compares one fact with choices`)]
  const fact = facts[name]
  if (!fact) return noFact(facts, name, { inFunction: true })
  if (fact.kind !== 'choice') return [failure(`${as}: ${name} has no choices`)]
  return parameters
    .filter((parameter) => !isVariable(parameter))
    .filter((choice) => !fact.choices.includes(String(choice)))
    .map((choice) =>
      failure(`${as}: ${JSON.stringify(choice)} is not one of ${fact.choices.join(', ')}`),
    )
}

/** The id of a heading, as written or from an anchor other pages link to (`{% id=$anchors.map %}`). */
export function idOf(facts: Facts, id: Value): string | undefined {
  const name = nameOf(id)
  if (name === undefined) return typeof id === 'string' ? id : undefined
  const fact = facts[name]
  return fact?.kind === 'anchor' ? fact.value : undefined
}

/** `{% id=$name %}`: only an anchor gives a heading its id. */
export function checkId(facts: Facts, id: Value): ValidationError[] {
  const name = nameOf(id)
  if (name === undefined || facts[name]?.kind === 'anchor') return []
  return [failure(`{% id=$${name} %}: only an anchor (anchors.…) is an id`)]
}
