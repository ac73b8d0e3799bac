/** The learning-plan code of the URL (e.g. `DE_EN`), or undefined when it cannot be one. */
export function parseOverviewCode(raw: string | undefined): string | undefined {
  const code = raw?.trim();
  return code && /^[A-Za-z0-9_-]{1,40}$/.test(code) ? code : undefined;
}
