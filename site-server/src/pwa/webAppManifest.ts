/** The site's colours, as in its favicon and the page's `theme-color`. */
export const appColours = { theme: '#1e1b4b', background: '#1e1b4b' } as const;

/** The icons the manifest names, each drawn from the site's logo (appIcons.ts). */
export const appIcons = [
  { src: '/icons/icon-192.png', sizes: '192x192', size: 192, purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', size: 512, purpose: 'any' },
  { src: '/icons/maskable-512.png', sizes: '512x512', size: 512, purpose: 'maskable' },
] as const;

export type AppIcon = (typeof appIcons)[number];

/** `/manifest.webmanifest`: what makes the site installable (docs/offline.md). */
export function webAppManifest() {
  return {
    id: '/',
    name: 'Beat to Breakthrough',
    short_name: 'Breakthrough',
    description: 'Learn languages hands-free with songs built around vocabulary.',
    lang: 'en',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: appColours.theme,
    background_color: appColours.background,
    categories: ['education', 'music'],
    icons: appIcons.map(({ src, sizes, purpose }) => ({ src, sizes, type: 'image/png', purpose })),
  };
}

/** The links a page of the shell carries to the manifest and the home-screen icon. */
export const appHeadLinks =
  '<link rel="manifest" href="/manifest.webmanifest">' +
  '<link rel="apple-touch-icon" href="/icons/icon-192.png">';

/** The shell's page with the manifest linked from its head. */
export const withAppHeadLinks = (html: string): string =>
  html.replace('</head>', () => `${appHeadLinks}</head>`);
