/**
 * `npm run dev`: the API server (restarting on change) and Vite's dev server with hot reload.
 * Open http://localhost:5173; /api and /dev are proxied to the API server.
 */
import { spawn } from 'node:child_process'

const apiPort = process.env.PORT ?? '3000'
const vitePort = process.env.VITE_PORT ?? '5173'
const env = {
  ...process.env,
  PORT: apiPort,
  APP_URL: process.env.APP_URL ?? `http://localhost:${vitePort}`,
}

const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'src/server/index.ts'], {
    stdio: 'inherit',
    env,
  }),
  spawn('npx', ['vite', '--port', vitePort, '--strictPort'], { stdio: 'inherit', env }),
]
const stop = () => {
  for (const child of children) child.kill('SIGTERM')
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
for (const child of children) child.on('exit', (code) => code && stop())
