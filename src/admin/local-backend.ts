/**
 * The CMS's local backend: decap-server, which saves into the files on the owner's computer
 * (`npm run admin`). The CMS reaches it on its own origin, under this path, and the CMS's dev
 * server forwards the requests to decap-server (vite.admin.config.ts); so the page talks to no other
 * origin, and the policy of /admin/ (headers/security-headers.ts) names no localhost. Decap tries
 * the local backend only on localhost and 127.0.0.1; on the public site it uses GitHub.
 */
export const localBackendPath = '/api/v1'

/**
 * Where decap-server listens (Decap's default port): on the loopback interface only, since it
 * writes into the repository and asks for no login.
 */
export const localBackendHost = '127.0.0.1'
export const localBackendPort = 8081
