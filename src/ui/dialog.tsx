import { type ReactNode, useEffect, useId, useRef } from 'react'
import { useIslandText } from '@/i18n/text-context'
import { useBackCloses } from './use-back-closes'
import { nonModalOnScreen, usePrintInPageFlow } from './use-print-in-page-flow'

interface DialogProps {
  open: boolean
  onClose: () => void
  title: string
  children: ReactNode
  /** Size classes for the <dialog> box. */
  className?: string
  /** Where focus returns on close (default: what had focus when it opened). */
  opener?: () => Element | null
  /** Printed open, it prints in the page's flow instead of over the page (usePrintInPageFlow). */
  printInPageFlow?: boolean
}

/**
 * The one modal dialog primitive (native <dialog> with showModal): the page behind is inert and does
 * not scroll nor move sideways, Tab stays inside, Escape, the close button and the browser's Back
 * call onClose (useBackCloses), and closing returns focus to the element that opened it. Opened from the
 * keyboard, focus goes where the platform puts it (the close button); opened by a click or a tap,
 * to its title, so that no engine rings the close button (WebKit does). Children stay in the
 * prerendered HTML while closed.
 */
export function Dialog({
  open,
  onClose,
  title,
  children,
  className = '',
  opener: openerOf,
  printInPageFlow = false,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  // By reference, not by id: the id React gives it while hydrating may differ from the prerendered
  // one, which the element keeps.
  const titleRef = useRef<HTMLHeadingElement>(null)
  const closeLabel = useIslandText().close

  const opener = useRef<Element | null>(null)
  usePrintInPageFlow(ref, printInPageFlow)
  useBackCloses(open, onClose)

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) {
      opener.current = openerOf?.() ?? document.activeElement
      const byKeyboard = opener.current?.matches(':focus-visible') ?? false
      focusTitleOnOpen(titleRef.current, !byKeyboard)
      keepScrollbarPlace()
      dialog.showModal()
    }
    // Closing fires the dialog's close event, which returns focus (below).
    if (!open && dialog.open) dialog.close()
  }, [open, openerOf])

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
      // Escape can close a modal dialog natively: Chrome makes its cancel event uncancelable when
      // the visitor has not interacted since it opened. Whoever closed it, the state follows here;
      // unless it is open again when the event arrives (turned non-modal or modal for printing).
      onClose={(event) => {
        if (event.currentTarget.open) return
        onClose()
        returnFocus(event.currentTarget, opener.current)
      }}
      onKeyDown={(event) => trapTab(event.nativeEvent, event.currentTarget)}
      className={`m-auto flex-col overflow-hidden rounded-card bg-cream p-0 text-ink shadow-2xl backdrop:bg-night/70 open:flex ${printInPageFlow ? nonModalOnScreen : ''} ${className}`}
    >
      <div className="flex items-center justify-between gap-4 border-b border-sand px-5 py-3">
        <h2 ref={titleRef} id={titleId} className="font-display text-2xl font-semibold">
          {title}
        </h2>
        <button
          type="button"
          onClick={onClose}
          aria-label={closeLabel}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-sand"
        >
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
            <path
              d="M6 6l12 12M18 6 6 18"
              stroke="currentColor"
              strokeWidth="2.5"
              strokeLinecap="round"
            />
          </svg>
        </button>
      </div>
      {children}
    </dialog>
  )
}

/**
 * Where showModal puts focus: on the close button (the first focusable element, as the platform
 * does) after a key, on the title after a click or a tap. On the title, as on a page that has just
 * opened, screen readers read it and Tab goes on to the close button. Without a ring: the title is
 * no control, and WebKit rings whatever a dialog focuses after a tap (it rang the close button,
 * then the title). `autofocus` makes it the dialog's own choice, before any focus moves. Set here,
 * not in the markup or the inline rules: the home page's HTML has no bytes to spare.
 */
function focusTitleOnOpen(title: HTMLElement | null, onTitle: boolean) {
  if (!title) return
  title.tabIndex = -1
  title.autofocus = onTitle
  title.style.outline = onTitle ? 'none' : ''
}

/**
 * An open modal dialog stops the page scrolling (src/styles.css), which takes its scrollbar away
 * and gives it back on close: the page moved sideways by the scrollbar's width (Firefox, 18 px).
 * Where the scrollbar takes room (a desktop's, not a phone's overlay one), its gutter stays from the
 * first dialog on; set only there, since Chromium reserves a gutter even for the scrollbars it
 * hides (`--hide-scrollbars`, as the tests run it).
 */
function keepScrollbarPlace() {
  const root = document.documentElement
  if (window.innerWidth > root.clientWidth) root.style.scrollbarGutter = 'stable'
}

/**
 * The browser returns focus to the opener as the dialog closes, unless the opener cannot take it at
 * that moment: the floating order button hides while the order modal is open and shows again in its
 * own island, which the browser's return finds still hidden when the modal's island commits first
 * (Chromium then leaves focus in the closed dialog, WebKit and Firefox on <body>; the engine suite's
 * tests/engines/home.spec.ts orders so). By the close event every island has committed (they read one
 * store, src/app/runtime/use-dialog-open.ts), so the opener takes it here.
 */
function returnFocus(dialog: HTMLDialogElement, opener: Element | null) {
  if (!(opener instanceof HTMLElement)) return
  const active = document.activeElement
  // Without scrolling: an opener in the sticky header (the docked order button) would otherwise
  // be scrolled to where the header sits in the page's flow, its top.
  if (active === null || active === document.body || dialog.contains(active)) {
    opener.focus({ preventScroll: true })
  }
}

const tabbable =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, summary, iframe, [tabindex]:not([tabindex="-1"])'

/** Keeps Tab and Shift+Tab cycling inside the dialog instead of leaving for the browser UI. */
function trapTab(event: KeyboardEvent, dialog: HTMLDialogElement) {
  if (event.key !== 'Tab') return
  const items = [...dialog.querySelectorAll<HTMLElement>(tabbable)].filter(
    (element) => element.offsetParent !== null || element === document.activeElement,
  )
  const first = items[0]
  const last = items[items.length - 1]
  if (!first || !last) return
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault()
    last.focus()
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault()
    first.focus()
  }
}
