import Markdoc, { type RenderableTreeNode, type Tag } from '@markdoc/markdoc'
import type { LegalBlock, LegalLink, LegalSection, LegalText } from './legal-document'

/*
 * Markdoc's rendered tree of a legal document (an <article> of h2, h3, p and ul, after the facts
 * are filled in) as the sections the legal page components render (legal-document.ts). Markdoc's
 * validate() has let nothing else through (legal-markdoc-config.ts).
 */

const { isTag } = Markdoc.Tag

const lineBreak = Symbol('line break')

type Part = string | LegalLink | typeof lineBreak

const textOf = (nodes: readonly RenderableTreeNode[]): string =>
  nodes.map((node) => (isTag(node) ? textOf(node.children) : String(node))).join('')

/** Adjacent strings joined: one text node each, as React renders a string between two links. */
function joined(parts: readonly Part[]): Part[] {
  return parts.reduce<Part[]>((result, part) => {
    const last = result.at(-1)
    if (typeof part === 'string' && typeof last === 'string') {
      result[result.length - 1] = last + part
    } else if (part !== '') {
      result.push(part)
    }
    return result
  }, [])
}

function partsOf(nodes: readonly RenderableTreeNode[]): Part[] {
  return joined(
    nodes.flatMap((node): Part[] => {
      if (!isTag(node)) return node === null || node === undefined ? [] : [String(node)]
      if (node.name === 'br') return [lineBreak]
      if (node.name === 'p') return partsOf(node.children)
      if (node.name !== 'a') throw new Error(`<${node.name}> in a legal text's line`)
      const { href, hrefLang } = node.attributes as {
        href: string
        hrefLang?: LegalLink['hrefLang']
      }
      return [{ text: textOf(node.children), href, ...(hrefLang && { hrefLang }) }]
    }),
  )
}

function legalText(parts: readonly Part[]): LegalText {
  const [only] = parts
  if (parts.length === 1 && typeof only === 'string') return only
  return parts.filter((part): part is string | LegalLink => part !== lineBreak)
}

/** A paragraph, or a block of lines where it has line breaks. */
function blockOf(tag: Tag): LegalBlock {
  if (tag.name === 'ul') {
    return {
      list: tag.children.map((item) => legalText(partsOf(isTag(item) ? item.children : []))),
    }
  }
  const lines: Part[][] = [[]]
  for (const part of partsOf(tag.children)) {
    if (part === lineBreak) lines.push([])
    else lines.at(-1)?.push(part)
  }
  const [first] = lines
  return lines.length === 1 && first
    ? { paragraph: legalText(first) }
    : { lines: lines.map(legalText) }
}

interface SectionDraft {
  id: string
  heading: string
  blocks: LegalBlock[]
  subsections: { id?: string; heading: string; blocks: LegalBlock[] }[]
}

/** The sections of the rendered `article`: each ## heading starts one, each ### a subsection. */
export function sectionsOf(article: RenderableTreeNode): LegalSection[] {
  const sections: SectionDraft[] = []
  const blocks = isTag(article) ? article.children.flat(Infinity as 1) : []
  for (const tag of blocks) {
    if (!isTag(tag)) continue
    const heading = textOf(tag.children).trim()
    const id = tag.attributes.id as string | undefined
    const section = sections.at(-1)
    if (tag.name === 'h2') sections.push({ heading, id: id ?? '', blocks: [], subsections: [] })
    else if (tag.name === 'h3')
      section?.subsections.push({ heading, ...(id && { id }), blocks: [] })
    else (section?.subsections.at(-1) ?? section)?.blocks.push(blockOf(tag))
  }
  return sections.map(({ subsections, ...section }) =>
    subsections.length > 0 ? { ...section, subsections } : section,
  )
}
