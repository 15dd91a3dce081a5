import { ensureFreshBuild } from './fresh-build.ts'

/** `npm start`: build first when the build is missing or older than any source, then run the server. */

// React and React Router pick their production builds from NODE_ENV when first imported; unset, they run the
// development builds (several times slower to render). Set it before the server is imported.
process.env.NODE_ENV ??= 'production'

if (!ensureFreshBuild()) process.exit(1)
await import('../server/main.ts')
