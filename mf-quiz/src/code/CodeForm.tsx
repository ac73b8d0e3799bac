import { useId, useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { useLanguage, useTranslation } from '@btb/shared-i18n';
import { selectLearningSubject, useAppSelector } from '@btb/shared-store';
import { Button, FieldLabel, TextInput, Stack } from '@btb/shared-ui';
import { quizNamespace } from '../quizNamespace';
import { defaultPairFor, exampleCodeOf } from './lessonSuggestions';
import { LessonSuggestions } from './LessonSuggestions';

// Codes such as DE_EN_A1_B01_L09 read better with a little room between the letters.
const CodeInput = styled(TextInput)`
  letter-spacing: 0.03em;
`;

const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.95rem;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 8px;
  margin-top: 8px;
`;

interface CodeFormProps {
  initialCode?: string;
  validating: boolean;
  /** Shown under the field. */
  error: string | null;
  onSubmit: (code: string) => void;
  /** Buttons before Start, e.g. the dialog's Cancel. */
  extraActions?: ReactNode;
  /** Offer the learner's current and recent lessons below the field (issue 67 point 13). */
  suggest?: boolean;
}

/**
 * Lesson-code field with Start; SPEC section 5: trimmed, Start disabled when empty or checking.
 * With `suggest`, the learner's lessons below it start their quiz without a code typed.
 */
export function CodeForm({
  initialCode = '',
  validating,
  error,
  onSubmit,
  extraActions,
  suggest = false,
}: CodeFormProps) {
  const { t } = useTranslation(quizNamespace);
  const { language } = useLanguage();
  // A real code of the learner's pair (a newcomer's: the page language's), known on the server too.
  const pair = useAppSelector(selectLearningSubject) ?? defaultPairFor(language);
  const [code, setCode] = useState(initialCode);
  // A code that arrives later (from the URL) replaces what the field holds.
  const [shownInitial, setShownInitial] = useState(initialCode);
  if (initialCode !== shownInitial) {
    setShownInitial(initialCode);
    setCode(initialCode);
  }
  const inputId = useId();
  const errorId = useId();
  const trimmed = code.trim();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (trimmed && !validating) onSubmit(trimmed);
  };

  return (
    <Stack as="form" $gap={2} onSubmit={submit} noValidate>
      <FieldLabel htmlFor={inputId}>{t('code.label')}</FieldLabel>
      <CodeInput
        id={inputId}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        placeholder={t('code.placeholder', { code: exampleCodeOf(pair) })}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        data-autofocus
      />
      {error && (
        <ErrorText id={errorId} role="alert">
          {error}
        </ErrorText>
      )}
      <Actions>
        {extraActions}
        <Button type="submit" disabled={!trimmed || validating}>
          {validating ? t('code.checking') : t('code.start')}
        </Button>
      </Actions>
      <LessonSuggestions enabled={suggest} disabled={validating} onPick={onSubmit} />
    </Stack>
  );
}
