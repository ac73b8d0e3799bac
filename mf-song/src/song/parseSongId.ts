/** The song id of the URL, or undefined when it is not a positive whole number (then: not found). */
export function parseSongId(raw: string | undefined): number | undefined {
  if (!raw || !/^\d{1,9}$/.test(raw)) return undefined;
  const id = Number(raw);
  return id > 0 ? id : undefined;
}
