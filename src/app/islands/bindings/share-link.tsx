import { ShareLink, type ShareLinkText } from '@/features/menu/share-link'

export const ShareLinkIsland = (props: { url: string; title: string; text: ShareLinkText }) => (
  <ShareLink {...props} />
)
