/** Helpers for the Brands Directory tests: valid form payloads and brands with set timestamps. */
import type { BrandInputJson } from '#shared/schemas/brands-directory.ts'
import type { AppDeps } from '#server/lib/http/types.ts'
import { authorize } from './authorizations.ts'
import { uniqueEmail } from './factories.ts'
import { createBrand } from './public-site.ts'

let counter = 0

/** A valid Add Brand body (001 §5 form, §7.4 brand payload). */
export function brandBody(overrides: Partial<BrandInputJson> = {}): BrandInputJson {
  counter += 1
  return {
    name: `Directory Brand ${counter}`,
    contactEmail: uniqueEmail('directory'),
    websiteUrl: 'https://brand.example.com',
    logoUrl: 'https://brand.example.com/logo.png',
    description: 'A brand of useful things.',
    department: 'Home',
    categories: ['Home', 'Kitchen', 'Garden'],
    approvalRate: 87.5,
    responseTime: 24.5,
    ...overrides,
  }
}

/** A directory brand created `minutesAgo` minutes ago (so tests control "the first"). */
export async function brandCreatedAt(
  deps: Pick<AppDeps, 'db'>,
  minutesAgo: number,
  overrides: Parameters<typeof createBrand>[1] = {},
) {
  const at = new Date(Date.now() - minutesAgo * 60_000)
  return createBrand(deps, { createdAt: at, updatedAt: at, ...overrides })
}

export async function allocate(deps: Pick<AppDeps, 'db'>, brandId: string, resellerId: string) {
  await authorize(deps, brandId, resellerId)
}
