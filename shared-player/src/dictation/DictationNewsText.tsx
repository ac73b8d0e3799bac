import { useTranslation } from '@btb/shared-i18n';
import { dictationNamespace } from './dictationNamespace';
import type { DictationTally } from './dictationSession';
import type { DictationNews } from './useDictation';

/** What the live region says after a step. */
export function DictationNewsText({ news, score }: { news: DictationNews; score: DictationTally }) {
  const { t } = useTranslation(dictationNamespace);
  switch (news.kind) {
    case 'empty':
      return <span>{t('dictation.empty')}</span>;
    case 'checked':
      return (
        <span>
          {news.allRight
            ? t('dictation.allRight', { line: news.line })
            : t('dictation.wordsRight', { line: news.line, right: news.right, count: news.total })}
        </span>
      );
    case 'answerShown':
      return <span>{t('dictation.answerShown', { line: news.line })}</span>;
    case 'finished':
      return (
        <span>
          {t('dictation.finished')}{' '}
          {t('dictation.linesRight', { right: score.linesRight, count: score.lines })},{' '}
          {t('dictation.wordsRightTotal', { right: score.wordsRight, count: score.words })}.
        </span>
      );
  }
}
