import { registerNamespace } from '@btb/shared-i18n';
import en from './locales/en.json';
import de from './locales/de.json';

/** Texts about language pairs: the languages' names, the marker of another pair's song. */
export const pairNamespace = 'pair';
registerNamespace(pairNamespace, { en, de });

/** `DE_ES` → its languages, lower case: `{ target: 'de', primary: 'es' }`. */
export function pairLanguages(subject: string): { target: string; primary: string } | null {
  const match = /^([A-Z]{2})_([A-Z]{2})$/.exec(subject);
  return match ? { target: match[1]!.toLowerCase(), primary: match[2]!.toLowerCase() } : null;
}
