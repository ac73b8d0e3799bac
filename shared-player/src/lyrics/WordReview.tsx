import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { useLanguage, useTranslation } from '@btb/shared-i18n';
import { Button } from '@btb/shared-ui';
import { lyricWordsNamespace } from './lyricWordsNamespace';
import { useReviewCard } from './useReviewCard';

const Due = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.success};
  &:focus {
    outline: none;
  }
`;

const Note = styled.p`
  margin: 4px 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9rem;
`;

const Failed = styled.p`
  margin: 8px 0 0;
  color: ${({ theme }) => theme.colors.danger};
`;

interface WordReviewProps {
  lessonCode: string;
  word: string;
  /**
   * A word that is not one of the lesson's cards: it is added all the same, kept with the lesson,
   * and reviewed with the song's line that sings it as its context.
   */
  outsideLesson?: boolean;
}

/**
 * A word's place in the learner's reviews: when it is due, or a button that adds it (a lesson
 * word, or any other word of the song with its line as context).
 */
export function WordReview({ lessonCode, word, outsideLesson = false }: WordReviewProps) {
  const { t } = useTranslation(lyricWordsNamespace);
  const { language } = useLanguage();
  const { reviewable, state, add } = useReviewCard(lessonCode, word);
  const due = useRef<HTMLParagraphElement>(null);
  const added = useRef(false);
  const card = state.status === 'ready' ? state.card : null;

  // The button that was pressed is gone: focus goes to what took its place.
  useEffect(() => {
    if (!card || !added.current) return;
    added.current = false;
    due.current?.focus();
  }, [card]);

  if (!reviewable || state.status === 'loading') return null;
  if (card) {
    const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
    return (
      <Due ref={due} tabIndex={-1} data-testid="word-card-review-due">
        {t('lyricWords.inReviews', { date: date.format(new Date(card.due)) })}
      </Due>
    );
  }
  const adding = state.status === 'adding';
  return (
    <div>
      <Button
        type="button"
        data-testid="word-card-add"
        aria-disabled={adding}
        onClick={() => {
          if (adding) return;
          added.current = true;
          void add().then((made) => {
            if (!made) added.current = false;
          });
        }}
      >
        {adding
          ? t('lyricWords.adding')
          : outsideLesson
            ? t('lyricWords.addWithLine')
            : t('lyricWords.addToReviews')}
      </Button>
      {outsideLesson && <Note>{t('lyricWords.addWithLineNote')}</Note>}
      {state.status === 'failed' && <Failed role="alert">{t('lyricWords.addFailed')}</Failed>}
    </div>
  );
}
