import styled from 'styled-components';
import { useTranslation } from '@btb/shared-i18n';
import { VisuallyHidden } from '@btb/shared-ui';
import { lyricWordsNamespace } from './lyricWordsNamespace';
import { dictionaryLink } from './dictionaryLink';

const Note = styled.p`
  margin: 0 0 4px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Anchor = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: underline;
`;

interface DictionaryAnchorProps {
  word: string;
  songLanguage: string;
  uiLanguage: string;
  /** Says the word is not one of the lesson's: known only once the lesson's words loaded. */
  notLessonWord?: boolean;
}

/** A word that is not the lesson's: said so, with a link to look it up in a new tab. */
export function DictionaryAnchor({
  word,
  songLanguage,
  uiLanguage,
  notLessonWord = true,
}: DictionaryAnchorProps) {
  const { t } = useTranslation(lyricWordsNamespace);
  const { url, site } = dictionaryLink(word, songLanguage, uiLanguage);
  return (
    <div>
      {notLessonWord && <Note>{t('lyricWords.notLessonWord')}</Note>}
      <Anchor
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        data-testid="word-card-dictionary"
      >
        {t('lyricWords.dictionary', { word, site })}
        <VisuallyHidden> {t('lyricWords.opensInNewTab')}</VisuallyHidden>
      </Anchor>
    </div>
  );
}
