import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router'
import { Providers } from './app/providers.tsx'
import { createRouter } from './app/router.tsx'
import './styles.css'

const router = createRouter()

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
)

// 000 §7 / DESIGN decision 10: the service worker caches the app shell; registered when idle.
if ('serviceWorker' in navigator && import.meta.env.PROD) {
  const register = () => navigator.serviceWorker.register('/sw.js').catch(() => undefined)
  if ('requestIdleCallback' in window) window.requestIdleCallback(register)
  else setTimeout(register, 1000)
}
