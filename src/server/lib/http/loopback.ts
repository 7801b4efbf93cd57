/**
 * Whether the caller is on this machine: 127.0.0.0/8 or ::1. Behind a proxy without TRUST_PROXY
 * every caller looks local, which is why what relies on this (the demo tools) is off by default
 * outside `npm start` on the embedded database (DESIGN decision 2).
 */
export function isLoopback(ip: string): boolean {
  return /^127(\.\d{1,3}){3}$/.test(ip) || ip === '::1'
}
