import { createRoot } from 'react-dom/client'
import { Toaster } from 'sonner'

let mounted = false

/** Mounts one <Toaster> in its own root, outside the hydrated page. */
export async function mountToaster() {
  if (mounted) return
  mounted = true
  const host = document.createElement('div')
  document.body.append(host)
  createRoot(host).render(<Toaster theme="system" position="bottom-right" richColors closeButton />)
  // Let the Toaster subscribe before the first toast is sent.
  await new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)))
}
