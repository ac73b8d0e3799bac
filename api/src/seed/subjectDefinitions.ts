export type CatalogueLanguage = 'de' | 'en' | 'es';

export interface SubjectDefinition {
  key: string;
  target: CatalogueLanguage;
  primary: CatalogueLanguage;
  label: Record<CatalogueLanguage, string>;
}

export const subjectDefinitions: readonly SubjectDefinition[] = [
  {
    key: 'DE_EN',
    target: 'de',
    primary: 'en',
    label: {
      en: 'German for English speakers',
      de: 'Deutsch für Englischsprachige',
      es: 'Alemán para hablantes de inglés',
    },
  },
  {
    key: 'EN_DE',
    target: 'en',
    primary: 'de',
    label: {
      en: 'English for German speakers',
      de: 'Englisch für Deutschsprachige',
      es: 'Inglés para hablantes de alemán',
    },
  },
  {
    key: 'DE_ES',
    target: 'de',
    primary: 'es',
    label: {
      en: 'German for Spanish speakers',
      de: 'Deutsch für Spanischsprachige',
      es: 'Alemán para hispanohablantes',
    },
  },
  {
    key: 'ES_EN',
    target: 'es',
    primary: 'en',
    label: {
      en: 'Spanish for English speakers',
      de: 'Spanisch für Englischsprachige',
      es: 'Español para hablantes de inglés',
    },
  },
  {
    key: 'EN_ES',
    target: 'en',
    primary: 'es',
    label: {
      en: 'English for Spanish speakers',
      de: 'Englisch für Spanischsprachige',
      es: 'Inglés para hispanohablantes',
    },
  },
];

export const levels = ['A1', 'A2', 'B1'] as const;
export type Level = (typeof levels)[number];

/** Each language's own name, used for the "your language" filter. */
export const languageNames: Record<CatalogueLanguage, string> = {
  de: 'Deutsch',
  en: 'English',
  es: 'Español',
};

/** The language's name written in another language, for lesson texts. */
export const languageNameIn: Record<CatalogueLanguage, Record<CatalogueLanguage, string>> = {
  en: { de: 'German', en: 'English', es: 'Spanish' },
  de: { de: 'Deutsch', en: 'Englisch', es: 'Spanisch' },
  es: { de: 'alemán', en: 'inglés', es: 'español' },
};
