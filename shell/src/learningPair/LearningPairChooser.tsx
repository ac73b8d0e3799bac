import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { useLanguage, useTranslation } from '@btb/shared-i18n';
import { useAppSelector, useLearningPair } from '@btb/shared-store';
import { Button, FieldLabel, SelectInput, pairNamespace } from '@btb/shared-ui';
import { QuestionPanel, selectConsentBannerOpen } from '@btb/shared-frame';
import { learningPairNamespace } from './learningPairNamespace';
import { initialChoice, pairsFor, spokenLanguages } from './pairChoice';
import { useSubjectOptions } from './useSubjectOptions';

/** Asked as the consent question is (`QuestionPanel`); its fields line up on their bottom edge. */
const Panel = styled(QuestionPanel)`
  align-items: flex-end;
  gap: 8px 16px;
  h2 {
    margin: 0 0 4px;
    font-size: 1rem;
  }
  p {
    margin: 0;
  }
`;

const Text = styled.div`
  flex: 1 1 280px;
  max-width: 420px;
`;

/** A fixed width: the options arriving (or another language's names) never re-wrap the panel. */
const Choice = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  flex: 0 0 170px;
  select {
    width: 100%;
  }
`;

/**
 * "I speak … / I learn …" (issue 34): asked once, after the consent question, skippable; opened
 * again from the nav. Home rows, search defaults and the review mix follow the chosen pair.
 */
export function LearningPairChooser() {
  const { t } = useTranslation([learningPairNamespace, pairNamespace]);
  const { language } = useLanguage();
  const consentOpen = useAppSelector(selectConsentBannerOpen);
  const { subject, asked, chooserOpen, choose, setChooserOpen } = useLearningPair();
  const open = chooserOpen || (!asked && !consentOpen);
  const options = useSubjectOptions(open);
  const subjects = options.status === 'ready' ? options.subjects : [];
  const [picked, setPicked] = useState<{ primary: string; subject: string } | null>(null);
  const choice = picked ?? initialChoice(subjects, subject, language);
  const titleId = useId();
  const speakId = useId();
  const learnId = useId();
  const panel = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!chooserOpen) return;
    const opener = document.activeElement as HTMLElement | null;
    panel.current?.focus();
    return () => opener?.focus();
  }, [chooserOpen]);

  if (!open) return null;
  const languageName = (code: string) =>
    t(`languages.${code}`, { ns: pairNamespace, defaultValue: code.toUpperCase() });
  const speak = (primary: string) =>
    setPicked({ primary, subject: pairsFor(subjects, primary)[0]?.key ?? '' });
  const close = () => (chooserOpen ? setChooserOpen(false) : choose('none'));

  return (
    <Panel
      ref={panel}
      tabIndex={-1}
      aria-labelledby={titleId}
      data-testid="learning-pair-chooser"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && chooserOpen) setChooserOpen(false);
      }}
    >
      <Text>
        <h2 id={titleId}>{t('title')}</h2>
        <p role={options.status === 'error' ? 'alert' : undefined}>
          {options.status === 'error' ? t('error') : t('text')}
        </p>
      </Text>
      <Choice>
        <FieldLabel htmlFor={speakId}>{t('speak')}</FieldLabel>
        <SelectInput
          id={speakId}
          value={choice?.primary ?? ''}
          disabled={!choice}
          aria-busy={options.status === 'loading'}
          onChange={(event) => speak(event.target.value)}
        >
          {!choice && <option value="">{t('loading')}</option>}
          {spokenLanguages(subjects).map((code) => (
            <option key={code} value={code}>
              {languageName(code)}
            </option>
          ))}
        </SelectInput>
      </Choice>
      <Choice>
        <FieldLabel htmlFor={learnId}>{t('learn')}</FieldLabel>
        <SelectInput
          id={learnId}
          value={choice?.subject ?? ''}
          disabled={!choice}
          onChange={(event) =>
            choice && setPicked({ primary: choice.primary, subject: event.target.value })
          }
        >
          {!choice && <option value="">{t('loading')}</option>}
          {choice &&
            pairsFor(subjects, choice.primary).map((pair) => (
              <option key={pair.key} value={pair.key}>
                {languageName(pair.target)}
              </option>
            ))}
        </SelectInput>
      </Choice>
      <Button type="button" disabled={!choice?.subject} onClick={() => choose(choice!.subject)}>
        {t('save')}
      </Button>
      <Button type="button" $variant="secondary" onClick={close}>
        {chooserOpen ? t('close') : t('skip')}
      </Button>
    </Panel>
  );
}
