import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'
import { storefrontChunkGroups } from './vite.chunks.ts'
import { precompressAssets } from './vite.precompress.ts'

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), precompressAssets()],
  build: { assetsInlineLimit: 0 },
  environments: {
    // The browser build only: the server bundle is one file loaded once, its chunking does not matter.
    client: {
      build: { rolldownOptions: { output: { codeSplitting: { groups: storefrontChunkGroups() } } } },
    },
  },
})
