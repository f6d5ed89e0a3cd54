/** The port `npm run admin` starts decap-server on (Decap's default), the CMS's local backend. */
export const localBackendPort = 8081
