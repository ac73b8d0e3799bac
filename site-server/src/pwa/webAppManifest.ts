import { isLanguage, type Language } from '@btb/shared-contract';

/** The site's colours, as in its favicon and the page's `theme-color`. */
export const appColours = { theme: '#1e1b4b', background: '#1e1b4b' } as const;

/** The icons the manifest names, each drawn from the site's logo (appIcons.ts). */
export const appIcons = [
  { src: '/icons/icon-192.png', sizes: '192x192', size: 192, purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', size: 512, purpose: 'any' },
  { src: '/icons/maskable-512.png', sizes: '512x512', size: 512, purpose: 'maskable' },
] as const;

export type AppIcon = (typeof appIcons)[number];

/** The site's languages, and what the install prompt and the launcher say in each. */
const manifestTexts = {
  en: { description: 'Learn languages hands-free with songs built around vocabulary.' },
  de: { description: 'Sprachen nebenbei lernen mit Songs rund um Vokabeln.' },
  es: { description: 'Aprende idiomas con las manos libres, con canciones hechas de vocabulario.' },
} as const satisfies Record<Language, { description: string }>;

/** `?lang=` of the manifest's URL: one of the site's languages, English otherwise (a bad value too). */
export const manifestLanguage = (value: unknown): Language => (isLanguage(value) ? value : 'en');

/** `/manifest.webmanifest`: what makes the site installable (docs/offline.md), in `language`. */
export function webAppManifest(language: Language = 'en') {
  return {
    id: '/',
    name: 'Beat to Breakthrough',
    short_name: 'Breakthrough',
    description: manifestTexts[language].description,
    lang: language,
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

/** The links a page of the shell carries to the manifest (in the page's language) and the icon. */
const appHeadLinks = (language: Language) =>
  `<link rel="manifest" href="/manifest.webmanifest${language === 'en' ? '' : `?lang=${language}`}">` +
  '<link rel="apple-touch-icon" href="/icons/icon-192.png">';

/** The shell's page with the manifest linked from its head, in the page's language. */
export const withAppHeadLinks = (html: string, pageLanguage?: string): string => {
  const language = manifestLanguage(pageLanguage ?? /<html[^>]*\slang="([a-z]{2})/.exec(html)?.[1]);
  return html.replace('</head>', () => `${appHeadLinks(language)}</head>`);
};
