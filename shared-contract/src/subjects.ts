export type UiLanguage = 'en' | 'de';

/** A language pair such as `DE_EN` (learn German, for English speakers). */
export interface SubjectOption {
  key: string;
  label: string;
}

export interface PrimaryLanguageOption {
  /** Upper-case language code, e.g. `EN`. */
  code: string;
  /** The language's own name, e.g. `Deutsch`. */
  name: string;
}

/** `GET /api/content/levels/{subject}`, e.g. `['A1', 'A2', 'B1']`. */
export type LevelsResponse = string[];
