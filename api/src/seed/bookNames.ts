import type { CatalogueLanguage, Level } from './subjectDefinitions';

type Localised = Record<CatalogueLanguage, string>;

const themes: Record<Level, readonly Localised[]> = {
  A1: [
    { en: 'First steps', de: 'Erste Schritte', es: 'Primeros pasos' },
    { en: 'Everyday life', de: 'Alltag', es: 'La vida diaria' },
    { en: 'Out and about', de: 'Unterwegs', es: 'De paseo' },
  ],
  A2: [
    { en: 'On the road', de: 'Auf Reisen', es: 'De viaje' },
    { en: 'Living well', de: 'Gut leben', es: 'Vivir bien' },
    { en: 'Free time', de: 'Freizeit', es: 'Tiempo libre' },
  ],
  B1: [
    { en: 'Past and present', de: 'Gestern und heute', es: 'Pasado y presente' },
    { en: 'The world today', de: 'Die Welt von heute', es: 'El mundo de hoy' },
    { en: 'Life and work', de: 'Leben und Arbeit', es: 'Vida y trabajo' },
  ],
};

const bookWord: Localised = { en: 'Book', de: 'Band', es: 'Libro' };
const targetWord: Record<CatalogueLanguage, Localised> = {
  en: { de: 'German', en: 'English', es: 'Spanish' },
  de: { de: 'Deutsch', en: 'Englisch', es: 'Spanisch' },
  es: { de: 'Alemán', en: 'Inglés', es: 'Español' },
};

/** E.g. "German A1 · Book 1: First steps", written in the learner's own language. */
export function bookName(
  target: CatalogueLanguage,
  primary: CatalogueLanguage,
  level: Level,
  bookNo: number,
): string {
  const theme = themes[level][bookNo - 1] as Localised;
  return `${targetWord[primary][target]} ${level} · ${bookWord[primary]} ${bookNo}: ${theme[primary]}`;
}
