import type { ComponentProps } from 'react'
import { restaurant } from '@/content/restaurant'

interface OrderLinkProps extends Omit<ComponentProps<'a'>, 'href' | 'onClick'> {
  onOpen: () => void
}

/**
 * A link to the ordering page that JavaScript upgrades to open the order modal. Before hydration
 * (or without JavaScript) it simply goes to the ordering page; Ctrl/Cmd/Shift-click and the
 * middle button keep the browser's "open in new tab/window".
 */
export function OrderLink({ onOpen, children, ...props }: OrderLinkProps) {
  return (
    <a
      {...props}
      href={restaurant.orderingUrl}
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
          return
        event.preventDefault()
        onOpen()
      }}
    >
      {children}
    </a>
  )
}
