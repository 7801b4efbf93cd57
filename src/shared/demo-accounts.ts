/**
 * The demo accounts seeded on the first start of an empty embedded database (demo mode only)
 * and printed on start. Shared so that the journeys sign in with the same credentials.
 */
import type { Role } from './constants.ts'

export interface DemoAccount {
  role: Role
  email: string
  password: string
  fullName: string
  companyName: string
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    role: 'admin',
    email: 'admin@demo.example.com',
    password: 'demo-admin-2026',
    fullName: 'Avery Admin',
    companyName: 'Marketplace Operations',
  },
  {
    role: 'brand',
    email: 'brand@demo.example.com',
    password: 'demo-brand-2026',
    fullName: 'Blake Brand',
    companyName: '[DEMO] Northwind Goods',
  },
  {
    role: 'reseller',
    email: 'reseller@demo.example.com',
    password: 'demo-reseller-2026',
    fullName: 'Riley Reseller',
    companyName: '[DEMO] Prime Resale LLC',
  },
]
