/**
 * Runs before every client test file. Most client files share their worker's jsdom (see
 * vitest.config.ts), so each test leaves it as it found it: React trees unmounted, whatever a
 * library appended to the body removed, storage empty and the address back at /. Testing
 * Library's own cleanup registers only where `afterEach` is a global, which it is not here.
 */
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'

afterEach(() => {
  cleanup()
  document.body.replaceChildren()
  localStorage.clear()
  sessionStorage.clear()
  window.history.replaceState(null, '', '/')
})
