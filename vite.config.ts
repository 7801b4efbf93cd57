import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'

const apiPort = Number(process.env.PORT ?? 3000)
const client = (file: string) => fileURLToPath(new URL(`./src/client/${file}`, import.meta.url))

export default defineConfig({
  root: 'src/client',
  publicDir: 'public',
  plugins: [react(), tailwindcss()],
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    sourcemap: true,
    // Top-level await in the site entry (it loads the page before hydrating).
    target: 'es2022',
    rollupOptions: {
      // Two apps: the portals (a client-rendered SPA) and the public site (prerendered pages
      // hydrated by a small entry without router or portal code).
      input: { main: client('index.html'), site: client('site.html') },
    },
  },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: { '/api': `http://127.0.0.1:${apiPort}`, '/dev': `http://127.0.0.1:${apiPort}` },
  },
})
