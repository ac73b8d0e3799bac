/** SPEC section 9. */
export const maxSearchLength = 120;

const allowed = /^[\p{L}\p{N}_\-\s]*$/u;

/**
 * SPEC section 5: trimmed, cut to 120 characters, and only letters, digits, underscore, hyphen
 * and whitespace; anything else means the term is ignored (empty string).
 */
export function normalizeSearchTerm(raw: string | undefined): string {
  const term = (raw ?? '').trim().slice(0, maxSearchLength).trim();
  return allowed.test(term) ? term.replace(/\s+/g, ' ') : '';
}

/** Escapes LIKE wildcards so user text is matched literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
