/**
 * A count with its noun: '1 brand', '2 brands', '2,021 brands' (issue 16: the admin console said
 * '1 brands'). `many` is for the nouns that do not just take an s ('1 entry', '3 entries').
 */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`
}
