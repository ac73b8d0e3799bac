import { useId, useState } from 'react';
import { useTranslation } from '@btb/shared-i18n';
import { Field, FieldLabel, TextInput } from '@btb/shared-ui';
import { reviewNamespace } from '../reviewNamespace';
import { maxNewPerDay } from './model/newCardsSetting';

/** The setting: how many words never answered may join a day's reviews. */
export function NewCardsSetting({
  value,
  onChange,
}: {
  value: number;
  onChange: (value: number) => void;
}) {
  const { t } = useTranslation(reviewNamespace);
  const id = useId();
  // What is typed, so the field may be empty while a new number is typed in.
  const [text, setText] = useState(String(value));
  return (
    <Field>
      <FieldLabel htmlFor={id}>{t('settings.newPerDay')}</FieldLabel>
      <TextInput
        id={id}
        type="number"
        inputMode="numeric"
        min={0}
        max={maxNewPerDay}
        step={1}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          const next = Number.parseInt(event.target.value, 10);
          if (Number.isInteger(next)) onChange(Math.min(Math.max(next, 0), maxNewPerDay));
        }}
        onBlur={() => setText(String(value))}
      />
    </Field>
  );
}
