import { isRecord, readDataBlock } from '@btb/shared-contract';
import { isLanguage, type Language } from './detectLanguage';

/**
 * A page the server rendered in German carries the German strings its render used, so the browser
 * hydrates without first fetching them (one round trip fewer before a German page responds).
 * English ships with the code and is never carried.
 */
export const pageStringsElementId = 'btb-strings';

export type Bundle = Record<string, unknown>;

export interface PageStrings {
  language: Language;
  /** Each namespace the render used, whole, in `language`. */
  namespaces: Record<string, Bundle>;
}

/** In the browser, once: what the page carries, or null (none, or a block that is not ours). */
export function readPageStrings(): PageStrings | null {
  const value = readDataBlock(pageStringsElementId);
  if (!isRecord(value) || !isLanguage(value.language) || !isRecord(value.namespaces)) return null;
  const namespaces = Object.fromEntries(
    Object.entries(value.namespaces).filter((entry): entry is [string, Bundle] =>
      isRecord(entry[1]),
    ),
  );
  return { language: value.language, namespaces };
}
