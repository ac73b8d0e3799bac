import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { GapAnswerResult } from '@btb/shared-review';
import { useTranslation } from '@btb/shared-i18n';
import { Button, Field, FieldLabel, TextInput } from '@btb/shared-ui';
import { gapGameNamespace } from './gapGameNamespace';

const Row = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 8px;
  ${Field} {
    flex: 1 1 12rem;
  }
`;

const Choices = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(8rem, 1fr));
  gap: 8px;
  margin-top: 8px;
`;

const Hint = styled.p`
  margin: 4px 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9rem;
`;

interface GapAnswerProps {
  /** The gap being asked for, null while the song plays on. */
  gapId: string | null;
  /** The line the gap is in, counted from 1 (for the hint). */
  lineNumber: number;
  choices: readonly string[];
  /** The song waits for the word: focus moves to the field. */
  waiting: boolean;
  canReplay: boolean;
  onAnswer: (word: string) => GapAnswerResult;
  onReplay: () => void;
}

/** The word field, the four choices and "Replay line": typed or picked, keyboard and touch alike. */
export function GapAnswer(props: GapAnswerProps) {
  const { gapId, lineNumber, choices, waiting, canReplay, onAnswer, onReplay } = props;
  const { t } = useTranslation(gapGameNamespace);
  const [typed, setTyped] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const hint = useRef<HTMLParagraphElement>(null);
  const id = useId();

  useEffect(() => {
    if (waiting) input.current?.focus();
  }, [waiting, gapId]);

  const give = (word: string) => {
    const result = onAnswer(word);
    if (result.kind === 'filled') {
      setTyped('');
      input.current?.focus();
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (gapId && typed.trim()) give(typed);
  };

  return (
    <div>
      <Row onSubmit={submit} aria-label={t('gapGame.answerForm')}>
        <Field>
          <FieldLabel htmlFor={`${id}-word`}>{t('gapGame.word')}</FieldLabel>
          <TextInput
            id={`${id}-word`}
            ref={input}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            aria-describedby={`${id}-hint`}
            // The hint below the field and its buttons, not only the field, clear of the fixed
            // player bar (the page's scroll-padding keeps its height free).
            onFocus={() => hint.current?.scrollIntoView?.({ block: 'nearest' })}
            data-testid="gap-input"
          />
        </Field>
        <Button type="submit" disabled={!gapId}>
          {t('gapGame.check')}
        </Button>
        <Button type="button" $variant="secondary" disabled={!canReplay} onClick={onReplay}>
          {t('gapGame.replayLine')}
        </Button>
      </Row>
      <Hint id={`${id}-hint`} ref={hint}>
        {gapId ? t('gapGame.hintGap', { line: lineNumber }) : t('gapGame.hintListen')}
      </Hint>
      {gapId && choices.length > 0 && (
        <Choices role="group" aria-label={t('gapGame.choices')}>
          {choices.map((choice) => (
            <Button key={choice} type="button" $variant="secondary" onClick={() => give(choice)}>
              {choice}
            </Button>
          ))}
        </Choices>
      )}
    </div>
  );
}
