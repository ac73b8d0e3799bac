/**
 * Puts the remote map into the shell's page as a JSON data block (not script: CSP does not apply,
 * nothing runs) and preconnects to the remote origins, saving the learner a round trip before the
 * first remote can load. The shell still falls back to fetching `/remotes.json`.
 */
export function inlineRemoteMap(html: string, remoteMap: object, remoteOrigins: string[]): string {
  const json = JSON.stringify(remoteMap).replace(/</g, '\\u003c');
  const preconnects = remoteOrigins
    .map((origin) => `<link rel="preconnect" href="${encodeURI(origin)}" crossorigin>`)
    .join('');
  const dataBlock = `<script type="application/json" id="btb-remote-map">${json}</script>`;
  return html.replace('</head>', `${preconnects}${dataBlock}</head>`);
}
