import { useId, type Ref } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@btb/shared-i18n';
import { VisuallyHidden, Muted } from '@btb/shared-ui';
import { dictationNamespace } from './dictationNamespace';
import type { DictationComparison, DictationMark } from './compareDictation';

const Result = styled.div`
  margin-top: 12px;
  padding: 10px 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 8px;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
  }
`;

const Summary = styled.p`
  margin: 0;
`;

const Words = styled.p`
  margin: 8px 0;
  font-size: 1.1rem;
  line-height: 2.2;
`;

// Each mark has its own shape, not only its own colour: struck out, underlined, a dashed box. The
// red is readable on the panel's own surface (4.5:1), not on a raised one.
const Typed = styled.s`
  color: ${({ theme }) => theme.colors.danger};
  text-decoration-thickness: 2px;
`;

const Sung = styled.span`
  font-weight: 700;
  text-decoration: underline;
  text-decoration-thickness: 2px;
  text-underline-offset: 4px;
`;

const Missing = styled(Sung)`
  padding: 0 4px;
  border: 2px dashed ${({ theme }) => theme.colors.textMuted};
  border-radius: 4px;
`;

function Mark({ mark }: { mark: DictationMark }) {
  const { t } = useTranslation(dictationNamespace);
  switch (mark.kind) {
    case 'right':
      return (
        <span data-testid="dictation-mark" data-mark="right">
          {mark.expected}
        </span>
      );
    case 'wrong':
      return (
        <span data-testid="dictation-mark" data-mark="wrong">
          <span aria-hidden="true">
            <Typed>{mark.typed}</Typed> <Sung>{mark.expected}</Sung>
          </span>
          <VisuallyHidden>
            {t('dictation.markWrong', { typed: mark.typed, expected: mark.expected })}
          </VisuallyHidden>
        </span>
      );
    case 'missing':
      return (
        <span data-testid="dictation-mark" data-mark="missing">
          <Missing aria-hidden="true">{mark.expected}</Missing>
          <VisuallyHidden>{t('dictation.markMissing', { expected: mark.expected })}</VisuallyHidden>
        </span>
      );
    case 'extra':
      return (
        <span data-testid="dictation-mark" data-mark="extra">
          <Typed aria-hidden="true">{mark.typed}</Typed>
          <VisuallyHidden>{t('dictation.markExtra', { typed: mark.typed })}</VisuallyHidden>
        </span>
      );
  }
}

interface DictationMarksProps {
  lineNumber: number;
  comparison: DictationComparison;
  ref?: Ref<HTMLDivElement>;
}

/** The checked line word by word: right words as sung, wrong, missing and extra ones marked. */
export function DictationMarks({ lineNumber, comparison, ref }: DictationMarksProps) {
  const { t } = useTranslation(dictationNamespace);
  const id = useId();
  const { marks, right, total, allRight } = comparison;
  return (
    <Result
      ref={ref}
      tabIndex={-1}
      role="group"
      aria-labelledby={`${id}-summary`}
      data-testid="dictation-result"
    >
      <Summary id={`${id}-summary`}>
        <strong>
          {allRight
            ? t('dictation.allRight', { line: lineNumber })
            : t('dictation.wordsRight', { line: lineNumber, right, count: total })}
        </strong>
      </Summary>
      <Words>
        {marks.map((mark, index) => (
          <span key={index}>
            {index > 0 && ' '}
            <Mark mark={mark} />
          </span>
        ))}
      </Words>
      {!allRight && <Muted $small>{t('dictation.legend')}</Muted>}
    </Result>
  );
}
