import { type ComponentProps, useSyncExternalStore } from 'react'

interface DialogLinkProps extends Omit<ComponentProps<'a'>, 'onClick'> {
  href: string
  onOpen: () => void
}

const subscribeToNothing = () => () => undefined

/**
 * A link that JavaScript upgrades to open a dialog (progressive enhancement). Before hydration or
 * without JavaScript it simply follows `href` (the ordering page, or `#speisekarte` for the menu);
 * Ctrl/Cmd/Shift-click and the middle button keep the browser's "open in new tab/window". Once
 * upgraded it tells screen readers that it opens a dialog (`aria-haspopup`); the prerendered link,
 * which navigates, does not claim that.
 */
export function DialogLink({ href, onOpen, children, ...props }: DialogLinkProps) {
  const upgraded = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  )
  return (
    <a
      {...props}
      href={href}
      aria-haspopup={upgraded ? 'dialog' : undefined}
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
