import type { ComponentProps } from 'react'

/** The page's dialogs that links open (src/app/runtime/dialog-store.ts keeps which are open). */
export type DialogName = 'order-modal' | 'menu-dialog'

interface OpenerLinkProps extends ComponentProps<'a'> {
  href: string
  /** The dialog island this link opens once JavaScript runs. */
  dialog: DialogName
}

/**
 * A link that opens a dialog (progressive enhancement). It is plain HTML: before the page's script
 * runs, or without JavaScript, it follows `href` (the ordering page, or `#speisekarte` for the
 * menu); then src/app/runtime/boot.ts opens the dialog instead and marks the link `aria-haspopup`.
 * Ctrl/Cmd/Shift-click and the middle button keep the browser's "open in new tab/window".
 */
export function OpenerLink({ dialog, children, ...props }: OpenerLinkProps) {
  return (
    <a {...props} data-opens={dialog}>
      {children}
    </a>
  )
}
