/**
 * The name of the shell's script file (`storefront-<hash>.js`: React, React Router and the storefront's shell, about
 * 90% of a public page's script bytes; ADR 0011). The browser build names its chunk with it (vite.chunks.ts) and the
 * page's boot asks for that file first (server/http/paint-first-boot.ts). No imports: the Vite config reads it too.
 */
export const shellChunkName = 'storefront'
