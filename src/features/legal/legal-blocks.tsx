import { Fragment } from 'react'
import type { LegalBlock } from '@/features/legal/legal-document'
import { LegalInline } from './legal-inline'

interface LegalBlocksProps {
  blocks: readonly LegalBlock[]
}

/** Paragraphs, bullet lists and line groups (addresses) of a legal section. */
export function LegalBlocks({ blocks }: LegalBlocksProps) {
  return blocks.map((block, index) => {
    if ('list' in block) {
      return (
        <ul key={index} className="mt-4 list-disc space-y-2 pl-6 marker:text-chili">
          {block.list.map((item, itemIndex) => (
            <li key={itemIndex}>
              <LegalInline text={item} />
            </li>
          ))}
        </ul>
      )
    }
    if ('lines' in block) {
      return (
        <p key={index} className="mt-4">
          {block.lines.map((line, lineIndex) => (
            <Fragment key={lineIndex}>
              {lineIndex > 0 && <br />}
              <LegalInline text={line} />
            </Fragment>
          ))}
        </p>
      )
    }
    return (
      <p key={index} className="mt-4">
        <LegalInline text={block.paragraph} />
      </p>
    )
  })
}
