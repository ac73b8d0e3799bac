/**
 * The Content-Type of each kind of file a build writes, as @fastify/static sends it (its `mime`
 * table, UTF-8 named for text); a file of another kind is left to @fastify/static.
 */
const contentTypes = new Map([
  ['js', 'application/javascript; charset=utf-8'],
  ['mjs', 'application/javascript; charset=utf-8'],
  ['json', 'application/json; charset=utf-8'],
  ['map', 'application/json; charset=utf-8'],
  ['css', 'text/css; charset=utf-8'],
  ['html', 'text/html; charset=utf-8'],
  ['txt', 'text/plain; charset=utf-8'],
  ['svg', 'image/svg+xml'],
]);

export function contentTypeOf(fileName: string): string | undefined {
  const dot = fileName.lastIndexOf('.');
  return dot === -1 ? undefined : contentTypes.get(fileName.slice(dot + 1));
}
