import type { ComponentProps } from 'react'

interface DialogLinkProps extends Omit<ComponentProps<'a'>, 'onClick'> {
  href: string
  onOpen: () => void
}

/**
 * A link that JavaScript upgrades to open a dialog (progressive enhancement). Before hydration or
 * without JavaScript it simply follows `href` (the ordering page, or `#speisekarte` for the menu);
 * Ctrl/Cmd/Shift-click and the middle button keep the browser's "open in new tab/window".
 */
export function DialogLink({ href, onOpen, children, ...props }: DialogLinkProps) {
  return (
    <a
      {...props}
      href={href}
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
