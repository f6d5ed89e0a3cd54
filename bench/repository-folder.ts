// The folder the CMS at /admin/ asks for on this computer (its local repository, `npm run admin`),
// made in the browser's own private file system (OPFS) for the ones that cannot pick a folder: the
// CMS's end-to-end tests (tests/e2e/cms-editor.ts) and `npm run bench:admin`. Installed in the page
// before its scripts run, it answers the editor's folder picker with a folder holding `files`
// (paths below content/, base64) and the `.git` the editor looks for at a repository's root.
import { readFileSync, readdirSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'

/** Every file under `dir`, by its path below it, as base64 (the data files and their photos). */
export function filesUnder(dir: string, root = dir): Record<string, string> {
  return Object.fromEntries(
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name)
      if (statSync(path).isDirectory()) return Object.entries(filesUnder(path, root))
      return [[relative(root, path), readFileSync(path).toString('base64')]]
    }),
  )
}

/** In the page: the picker's answer, and a reader of what the editor saved. */
export function installRepositoryFolder(files: Record<string, string>): void {
  const folder = async () => {
    const storage = await navigator.storage.getDirectory()
    return storage.getDirectoryHandle('repository', { create: true })
  }
  const decode = (base64: string) => Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))
  const encode = (bytes: Uint8Array) =>
    btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(''))
  const read = async (dir: FileSystemDirectoryHandle, prefix: string) => {
    const found: [string, string][] = []
    const entries = dir as unknown as AsyncIterable<[string, FileSystemHandle]>
    for await (const [name, handle] of entries) {
      if (handle.kind === 'directory') {
        found.push(...(await read(handle as FileSystemDirectoryHandle, `${prefix}${name}/`)))
      } else if (!name.endsWith('.crswap')) {
        // A file being saved is written beside it (`.crswap`) and moved into its place; a file
        // listed may be gone by the time it is read.
        // (or changed after it was opened: NotReadableError). The caller reads again.
        const bytes = await (handle as FileSystemFileHandle)
          .getFile()
          .then((file) => file.arrayBuffer())
          .catch(() => undefined)
        if (bytes) found.push([`${prefix}${name}`, encode(new Uint8Array(bytes))])
      }
    }
    return found
  }
  Object.assign(window, {
    showDirectoryPicker: async () => {
      const repository = await folder()
      await repository.getDirectoryHandle('.git', { create: true })
      for (const [path, base64] of Object.entries(files)) {
        const parts = path.split('/')
        let dir = await repository.getDirectoryHandle('content', { create: true })
        for (const part of parts.slice(0, -1)) {
          dir = await dir.getDirectoryHandle(part, { create: true })
        }
        const writable = await (
          await dir.getFileHandle(parts.at(-1)!, { create: true })
        ).createWritable()
        await writable.write(decode(base64))
        await writable.close()
      }
      return repository
    },
    /** Every file of content/ in the folder now, by its path below content/, as base64. */
    readRepositoryContent: async () =>
      Object.fromEntries(await read(await (await folder()).getDirectoryHandle('content'), '')),
  })
}
