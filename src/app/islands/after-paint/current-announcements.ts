/**
 * The owner's dated announcements: each shows on its days in Berlin, however old the page's build. The
 * code loads only on a page that has one.
 */
export function showCurrentAnnouncements() {
  if (!document.querySelector('[data-announcement]')) return
  void import('@/features/announcements/show-current-announcements').then((module) =>
    module.showCurrentAnnouncements(document, new Date()),
  )
}
