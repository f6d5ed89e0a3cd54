/**
 * The file the build writes with the commit it was built from (builder/built-commit.ts), served
 * at the site's root and revalidated on every request; the CMS compares it with the branch's head
 * to say whether the owner's last change is live (live-state.ts).
 */
export const builtVersionFile = 'version.json'

export interface BuiltVersion {
  commit: string
  builtAt: string
}
