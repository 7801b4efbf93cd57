/**
 * The letter a brand's avatar shows when it has no logo (issue 15 item 5): the first letter or
 * digit of its name, skipping a leading bracketed tag such as the demo's "[DEMO]" and any
 * punctuation, so that "[DEMO] Northwind Goods" shows N, not "[". One helper for every avatar.
 */
export function brandInitial(name: string): string {
  const withoutTag = name.trim().replace(/^(?:[[({][^\])}]*[\])}]\s*)+/u, '')
  const letter = /[\p{L}\p{N}]/u.exec(withoutTag) ?? /[\p{L}\p{N}]/u.exec(name)
  return letter ? letter[0].toLocaleUpperCase('en-US') : '?'
}
