import { SEARCH_PROMPT_MAX_CHARS, SEARCH_PROMPTS, SEARCH_PROMPTS_SHOWN } from '#shared/constants.ts'

/** 000 §2: a 'Try' suggestion is cut at 40 characters and gets an ellipsis. */
export function truncatePrompt(prompt: string, max: number = SEARCH_PROMPT_MAX_CHARS): string {
  return prompt.length > max ? `${prompt.slice(0, max)}…` : prompt
}

/** The first two of the four example prompts, as shown and as searched. */
export const TRY_SUGGESTIONS = SEARCH_PROMPTS.slice(0, SEARCH_PROMPTS_SHOWN).map((prompt) => ({
  prompt,
  label: truncatePrompt(prompt),
}))

/** /search?q=<URL-encoded trimmed text>, or null when there is nothing to search (000 §2). */
export function searchHref(text: string): string | null {
  const query = text.trim()
  return query ? `/search?q=${encodeURIComponent(query)}` : null
}
