import { ShareLink, type ShareLinkText } from '@/components/share-link'

export const ShareLinkIsland = (props: { url: string; title: string; text: ShareLinkText }) => (
  <ShareLink {...props} />
)
