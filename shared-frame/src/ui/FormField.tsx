import { useId, type InputHTMLAttributes } from 'react';
import { Field, FieldLabel, TextInput } from '@btb/shared-ui';

/** A labelled text input. */
export function FormField({
  label,
  ...input
}: { label: string } & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <Field>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <TextInput id={id} {...input} />
    </Field>
  );
}
