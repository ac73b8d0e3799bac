import { useCallback } from 'react';
import { lyricSectionOf } from '@btb/shared-contract';
import { useTranslation } from '@btb/shared-i18n';
import { songNamespace } from '../songNamespace';

/**
 * A lyrics header ("[Strophe 1]", "[Chorus]", "[Estribillo]", written in the song's language) in
 * the page's words ("[Verse 1]" on an English page); a header it does not know stays as written.
 */
export function useSectionLabel(): (header: string) => string {
  const { t } = useTranslation(songNamespace);
  return useCallback(
    (header: string) => {
      const section = lyricSectionOf(header);
      if (!section) return header;
      const name = t(`song.section.${section.kind}`);
      return `[${section.number === undefined ? name : `${name} ${section.number}`}]`;
    },
    [t],
  );
}
