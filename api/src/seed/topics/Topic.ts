/** A word in the three catalogue languages: German, English, Spanish. */
export type Word = readonly [de: string, en: string, es: string];

/** One lesson topic; each subject's lesson n of a level uses the same topic. */
export interface Topic {
  slug: string;
  name: { de: string; en: string; es: string };
  words: readonly Word[];
  /** Marks topics that feed the History playlist. */
  history?: boolean;
}
