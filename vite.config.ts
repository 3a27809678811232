import { defineConfig } from 'vite'

// The console (web/) is built into dist/web, which the service serves at `/`
// (src/http/site/console.ts). Preact's JSX; hashed file names under /assets/, so
// they can be cached for good; no inline script, so the strict CSP holds.
export default defineConfig({
  root: 'web',
  base: '/',
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    assetsInlineLimit: 0,
    modulePreload: { polyfill: false },
  },
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  resolve: { alias: { react: 'preact/compat', 'react-dom': 'preact/compat' } },
})
