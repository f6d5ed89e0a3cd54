import { ShareLink, type ShareLinkText } from '@/features/menu/share-link'

const ShareLinkIsland = (props: { url: string; title: string; text: ShareLinkText }) => (
  <ShareLink {...props} />
)

export default ShareLinkIsland
