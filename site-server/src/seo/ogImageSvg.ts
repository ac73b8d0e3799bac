/** Share previews' size (Open Graph's and Twitter's large card): 1200×630. */
export const ogImageSize = { width: 1200, height: 630 } as const;

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The title in at most three lines of about 18 characters (the right half), cut at words. */
function titleLines(title: string): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of title.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (next.length > 18 && line) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  if (lines.length > 3)
    lines.splice(2, lines.length - 2, `${lines.slice(2).join(' ').slice(0, 16)}…`);
  return lines;
}

/**
 * A song's share preview: its cover (the seed step's SVG) on the left, its title and creator on
 * the right, over a dark band in the site's colour.
 */
export function ogImageSvg(coverSvg: string, title: string, creator: string): string {
  const { width, height } = ogImageSize;
  const cover = Buffer.from(coverSvg).toString('base64');
  const lines = titleLines(title);
  const text = lines
    .map(
      (line, index) =>
        `<text x="620" y="${220 + index * 58}" font-size="44" font-weight="bold" fill="#fff">${escapeXml(line)}</text>`,
    )
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="${width}" height="${height}" fill="#1e1b4b"/>` +
    `<clipPath id="c"><rect x="59" y="59" width="512" height="512" rx="24"/></clipPath>` +
    `<image x="59" y="59" width="512" height="512" clip-path="url(#c)" href="data:image/svg+xml;base64,${cover}"/>` +
    `<g font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif">${text}` +
    `<text x="620" y="${220 + lines.length * 58 + 24}" font-size="36" fill="#c7d2fe">${escapeXml(creator)}</text>` +
    `<text x="620" y="560" font-size="30" fill="#a5b4fc">Beat to Breakthrough</text></g></svg>`
  );
}
