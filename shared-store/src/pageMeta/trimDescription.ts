/** About what a search result shows of a description; longer text is cut at a word, with "…". */
export const descriptionLength = 155;

/** One line of plain text, at most `descriptionLength` characters (HTML and runs of space gone). */
export function trimDescription(text: string): string {
  const plain = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (plain.length <= descriptionLength) return plain;
  const cut = plain.slice(0, descriptionLength - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > descriptionLength / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}
