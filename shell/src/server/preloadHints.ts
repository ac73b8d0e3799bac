import type { RemoteManifest } from '../federation/serverFederation';
import { afterFirstPaintAttribute } from '@btb/platform/renderContract';

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * `<link rel="preload">` for the page's remote manifest, entry and the chunks its page needs at
 * once, read from the remote's manifest, so the browser fetches them in parallel with the shell's
 * code instead of one after another (HTML → shell → runtime → manifest → entry → page). The
 * manifest is fetched by the runtime with `fetch()` (CORS, no credentials). Chunks have no
 * `crossorigin`: webpack loads them as plain scripts, and the two requests must match to be one.
 * The entry, loaded with the release's SRI hash (entryScriptPlugin), gets the same `integrity` and
 * `crossorigin` when it is known. They start with the shell's entry, once the page is painted
 * (`startAfterFirstPaint`): until then they wait inside one inert `<template>`, which keeps the
 * links valid HTML (a `<link>` without its `rel` may carry neither `as` nor `integrity`).
 */
export function preloadHints(
  module: string,
  manifestUrl: string,
  manifest: RemoteManifest,
  entryIntegrity?: string,
): string {
  const base = new URL('.', manifestUrl);
  const entry = manifest.metaData?.remoteEntry;
  const link = (file: string, extra = '') =>
    `<link rel="preload" as="script" href="${escapeAttribute(new URL(file, base).href)}"${extra}>`;
  const sri = entryIntegrity
    ? ` integrity="${escapeAttribute(entryIntegrity)}" crossorigin="anonymous"`
    : '';
  const links = [
    `<link rel="preload" as="fetch" href="${escapeAttribute(manifestUrl)}" crossorigin="anonymous">`,
    ...(entry?.name ? [link(`${entry.path ?? ''}${entry.name}`, sri)] : []),
    ...(manifest.exposes?.find((expose) => expose.name === module)?.assets?.js?.sync ?? []).map(
      (file) => link(file),
    ),
  ];
  return `<template ${afterFirstPaintAttribute}>${links.join('')}</template>`;
}
