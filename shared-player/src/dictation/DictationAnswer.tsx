import { useId, useRef, useState, type FormEvent, type Ref } from 'react';
import { useTranslation } from '@btb/shared-i18n';
import { Button, Field, FieldLabel, TextInput, Muted, Row, Stack } from '@btb/shared-ui';
import { dictationNamespace } from './dictationNamespace';

interface DictationAnswerProps {
  lineNumber: number;
  /** The line is still to be checked: the field can be written in and checked. */
  writing: boolean;
  answerShown: boolean;
  fieldRef: Ref<HTMLInputElement>;
  onCheck: (typed: string) => void;
  onReplay: () => void;
  onShowAnswer: () => void;
}

/** The field for what was heard, Check (or Enter), Replay line and Show answer. */
export function DictationAnswer(props: DictationAnswerProps) {
  const { lineNumber, writing, answerShown, fieldRef, onCheck, onReplay, onShowAnswer } = props;
  const { t } = useTranslation(dictationNamespace);
  const [typed, setTyped] = useState('');
  const hint = useRef<HTMLParagraphElement>(null);
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onCheck(typed);
  };
  return (
    <Stack as="form" $gap={2} onSubmit={submit} aria-label={t('dictation.answerForm')}>
      <Field>
        <FieldLabel htmlFor={`${id}-heard`}>{t('dictation.field')}</FieldLabel>
        <TextInput
          id={`${id}-heard`}
          ref={fieldRef}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          readOnly={!writing}
          autoComplete="off"
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          aria-describedby={`${id}-hint`}
          // The hint below the field, not only the field, clear of the fixed player bar (the
          // page's scroll-padding keeps its height free).
          onFocus={() => hint.current?.scrollIntoView?.({ block: 'nearest' })}
          data-testid="dictation-input"
        />
      </Field>
      <Muted $small id={`${id}-hint`} ref={hint}>
        {writing ? t('dictation.hint', { line: lineNumber }) : t('dictation.hintChecked')}
      </Muted>
      <Row $wrap>
        <Button type="submit" disabled={!writing} data-testid="dictation-check">
          {t('dictation.check')}
        </Button>
        <Button
          type="button"
          $variant="secondary"
          onClick={onReplay}
          data-testid="dictation-replay"
        >
          {t('dictation.replay')}
        </Button>
        <Button
          type="button"
          $variant="secondary"
          disabled={answerShown}
          onClick={onShowAnswer}
          data-testid="dictation-show-answer"
        >
          {t('dictation.showAnswer')}
        </Button>
      </Row>
    </Stack>
  );
}
