import styled from 'styled-components';
import { useTranslation } from '@btb/shared-i18n';
import { Card } from '@btb/shared-ui';
import { quizNamespace } from '../quizNamespace';
import type { CodeError } from '../code/codeError';
import { CodeForm } from '../code/CodeForm';
import { useCodeErrorText } from '../code/useCodeErrorText';
import { NoVocabularyAlert } from './NoVocabularyAlert';

const Intro = styled.p`
  margin: 0 0 16px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Narrow = styled(Card)`
  max-width: 560px;
`;

interface CodeEntryProps {
  code: string;
  error: CodeError | null;
  validating: boolean;
  onSubmit: (code: string) => void;
  /** Offer the learner's lessons (not while a code from the URL starts). */
  suggest: boolean;
}

/** Code entry and validating phases: the form, its inline message and the red alert. */
export function CodeEntry({ code, error, validating, onSubmit, suggest }: CodeEntryProps) {
  const { t } = useTranslation(quizNamespace);
  const errorText = useCodeErrorText(error);
  return (
    <Narrow>
      <Intro>{t('quiz.intro')}</Intro>
      <CodeForm
        initialCode={code}
        validating={validating}
        error={errorText}
        onSubmit={onSubmit}
        suggest={suggest}
      />
      {/* Offline the code is not known to be wrong: the message above says why. */}
      {error && error.kind !== 'offline' && <NoVocabularyAlert />}
    </Narrow>
  );
}
