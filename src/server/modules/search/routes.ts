import { searchQuerySchema } from '#shared/schemas/public.ts'
import { defineRoute } from '../../lib/http/route.ts'
import { searchBrands } from './search-brands.ts'

export const searchRoutes = [
  defineRoute({
    method: 'get',
    path: '/api/search',
    summary:
      'Ranked search over the active brands (full text plus trigram similarity); empty q lists them by name',
    tags: ['public'],
    access: 'public',
    query: searchQuerySchema,
    handler: async ({ deps, query }) => searchBrands(deps.db, query),
  }),
]
