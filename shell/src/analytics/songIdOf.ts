/** The song a page is about, for `/song/{id}`. */
export function songIdOf(path: string): number | null {
  const match = /^\/song\/(\d+)\/?$/.exec(path);
  return match ? Number(match[1]) : null;
}
