import { useState } from 'react'
import { buttonClasses } from '@/ui/button-classes'

export interface ShareLinkText {
  button: string
  copied: string
  failed: string
}

interface ShareLinkProps {
  url: string
  title: string
  text: ShareLinkText
}

/**
 * 'Link teilen': the phone's share sheet where the browser has one (Web Share API), else the link
 * copied to the clipboard, said in a polite live region. Not shown without JavaScript, where it
 * could do nothing (the address bar shares the page anyway); with it, a tap before its island has
 * hydrated is given again once it has (src/app/runtime/after-paint/islands.ts).
 */
export function ShareLink({ url, title, text }: ShareLinkProps) {
  const [status, setStatus] = useState('')
  const share = async () => {
    setStatus('')
    if (navigator.share) {
      try {
        await navigator.share({ title, url })
        return
      } catch (error) {
        // The visitor closed the share sheet: nothing to say.
        if (error instanceof DOMException && error.name === 'AbortError') return
      }
    }
    try {
      await navigator.clipboard.writeText(url)
      setStatus(text.copied)
    } catch {
      setStatus(text.failed)
    }
  }
  return (
    <div className="mt-4 flex flex-wrap items-center gap-3 print:hidden">
      <button
        type="button"
        onClick={() => void share()}
        className={`${buttonClasses.outline} noscript:hidden`}
      >
        {text.button}
      </button>
      <p role="status" className="text-sm text-muted">
        {status}
      </p>
    </div>
  )
}
