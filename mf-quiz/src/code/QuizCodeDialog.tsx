import { useState } from 'react';
import styled from 'styled-components';
import type { QuizValidateResponse } from '@btb/shared-contract';
import { useTranslation } from '@btb/shared-i18n';
import { Button, Dialog } from '@btb/shared-ui';
import { quizNamespace } from '../quizNamespace';
import { useValidateQuizCodeMutation } from '../api/validateQuizCode';
import { useCloseHandler } from '../dialogs/useCloseHandler';
import FlashcardModal from '../modal/FlashcardModal';
import { savedQuizCodeKey } from '@btb/shared-player/offlineKeys';
import { failedOffline, savedAnswerOffline } from '../quiz/offlineAnswers';
import { codeErrorFrom, type CodeError } from './codeError';
import { CodeForm } from './CodeForm';
import { useCodeErrorText } from './useCodeErrorText';

const Description = styled.p`
  margin: 0 0 16px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface QuizCodeDialogProps {
  /** The shell passes one that closes its dialog; without it the store's dialog is closed here. */
  onClose?: () => void;
}

/** SPEC section 2: ask for a lesson code, check it, then run the flashcard modal for it. */
export default function QuizCodeDialog({ onClose }: QuizCodeDialogProps) {
  const { t } = useTranslation(quizNamespace);
  const close = useCloseHandler(onClose);
  const [validate, { isLoading }] = useValidateQuizCodeMutation();
  const [error, setError] = useState<CodeError | null>(null);
  const [sequence, setSequence] = useState<QuizValidateResponse | null>(null);
  const errorText = useCodeErrorText(error);

  const submit = async (code: string) => {
    setError(null);
    let result: QuizValidateResponse | undefined;
    try {
      result = await validate({ code }).unwrap();
    } catch (failure) {
      // Offline, a saved lesson's code is as good as online; any other code is "offline".
      result = (await savedAnswerOffline(failure, savedQuizCodeKey(code))) as
        QuizValidateResponse | undefined;
      if (!result)
        return setError(failedOffline(failure) ? { kind: 'offline' } : codeErrorFrom(failure));
    }
    if (result?.valid) setSequence(result);
    else setError({ kind: 'invalidOrEmpty' });
  };

  if (sequence) {
    return (
      <FlashcardModal
        sequenceId={sequence.sequenceID}
        sequenceName={sequence.sequenceName}
        code={sequence.strCode}
        onClose={close}
      />
    );
  }

  return (
    <Dialog title={t('dialog.title')} onClose={close}>
      <Description>{t('dialog.description')}</Description>
      <CodeForm
        validating={isLoading}
        error={errorText}
        onSubmit={(code) => void submit(code)}
        suggest
        extraActions={
          <Button type="button" $variant="ghost" onClick={close}>
            {t('dialog.cancel')}
          </Button>
        }
      />
    </Dialog>
  );
}
