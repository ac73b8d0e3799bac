import { useId } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@btb/shared-i18n';
import { Button, PlainList } from '@btb/shared-ui';
import { quizNamespace } from '../quizNamespace';
import { useLessonSuggestions } from './useLessonSuggestions';

const Box = styled.section`
  margin-top: 16px;
`;

// Not a heading: it sits under the page's h1 as under the dialog's title.
const Title = styled.p`
  margin: 0 0 8px;
  font-weight: 600;
`;

const Pick = styled(Button).attrs({ $variant: 'secondary' as const })`
  width: 100%;
  justify-content: space-between;
  flex-wrap: wrap;
  text-align: left;
`;

const Code = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.85rem;
  letter-spacing: 0.03em;
`;

interface LessonSuggestionsProps {
  enabled: boolean;
  disabled: boolean;
  onPick: (code: string) => void;
}

/** The learner's current and recent lessons (a newcomer: the first), each starting its quiz. */
export function LessonSuggestions({ enabled, disabled, onPick }: LessonSuggestionsProps) {
  const { t } = useTranslation(quizNamespace);
  const offered = useLessonSuggestions(enabled);
  const titleId = useId();
  if (offered.length === 0) return null;
  return (
    <Box aria-labelledby={titleId} data-testid="lesson-suggestions">
      <Title id={titleId}>{t('suggest.title')}</Title>
      <PlainList>
        {offered.map((lesson) => (
          <li key={lesson.code}>
            <Pick type="button" disabled={disabled} onClick={() => onPick(lesson.code)}>
              <span>{t(`suggest.${lesson.kind}`, { lesson: lesson.name })}</span>
              <Code>{lesson.code}</Code>
            </Pick>
          </li>
        ))}
      </PlainList>
    </Box>
  );
}
