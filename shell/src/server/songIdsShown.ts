/** Names under which an API answer carries a song's id (`songID` in SPEC's shapes, `id` in lists). */
const idKey = /^(song)?id$/i;

/**
 * Every song id in the page's data (RTK Query's cache as the render left it): the songs whose
 * counts the page may show. Any integer under an id-like key counts; one too many only makes a
 * kept page refresh on a like it did not need to.
 */
export function songIdsShown(apiState: unknown): number[] {
  const found = new Set<number>();
  const visit = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object')
      for (const [key, inner] of Object.entries(value)) {
        if (idKey.test(key) && Number.isSafeInteger(inner)) found.add(inner as number);
        else visit(inner);
      }
  };
  const queries = (apiState as { queries?: Record<string, { data?: unknown }> } | null)?.queries;
  for (const query of Object.values(queries ?? {})) visit(query?.data);
  return [...found];
}
