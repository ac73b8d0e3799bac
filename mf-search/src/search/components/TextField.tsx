import { useId } from 'react';
import { maxFilterTextLength } from '../filters/parseFilters';
import { Field, FieldLabel, TextInput } from '@btb/shared-ui';

interface TextFieldProps {
  label: string;
  /** Its URL parameter: what the form sends without scripts. */
  name: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  type?: 'text' | 'search';
  /** Longest text the field takes; filter texts share one limit unless a rule sets another. */
  maxLength?: number;
  /** Id of a hint or error that describes the field. */
  describedBy?: string;
}

/** A labelled text input; it sits inside the filter form, so Enter submits (runs the search). */
export function TextField({
  label,
  name,
  value,
  onChange,
  placeholder,
  type,
  maxLength = maxFilterTextLength,
  describedBy,
}: TextFieldProps) {
  const id = useId();
  return (
    <Field>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <TextInput
        id={id}
        name={name}
        type={type ?? 'text'}
        value={value}
        placeholder={placeholder}
        maxLength={maxLength}
        aria-describedby={describedBy}
        autoComplete="off"
        onChange={(event) => onChange(event.target.value)}
      />
    </Field>
  );
}
