/**
 * The reseller-hub form asks for store links; reseller_applications has seller-id columns
 * (001 §3). The id is taken from the link where the marketplace puts one (Amazon's seller= or
 * me= parameter, Walmart's /seller/<id>, eBay's /usr/<name> or /str/<name>); otherwise the link
 * itself is kept, which still identifies the store for the admin. The links stay in
 * application_data as submitted.
 */
function param(url: URL, ...names: string[]): string | undefined {
  for (const name of names) {
    const value = url.searchParams.get(name)?.trim()
    if (value) return value
  }
  return undefined
}

function pathAfter(url: URL, ...segments: string[]): string | undefined {
  const parts = url.pathname.split('/').filter(Boolean)
  for (const segment of segments) {
    const index = parts.indexOf(segment)
    const next = index >= 0 ? parts[index + 1] : undefined
    if (next) return decodeURIComponent(next)
  }
  return undefined
}

function parse(link: string): URL | undefined {
  try {
    return new URL(link)
  } catch {
    return undefined
  }
}

export function sellerIdFromLink(
  marketplace: 'amazon' | 'walmart' | 'ebay',
  link: string,
): string | null {
  if (!link) return null
  const url = parse(link)
  if (!url) return link
  let id: string | undefined
  if (marketplace === 'amazon') id = param(url, 'seller', 'me')
  else if (marketplace === 'walmart') id = pathAfter(url, 'seller') ?? param(url, 'sellerId')
  else id = pathAfter(url, 'usr', 'str')
  return id && id.length <= 100 ? id : link
}
