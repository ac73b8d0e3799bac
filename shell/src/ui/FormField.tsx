import { useId, type InputHTMLAttributes } from 'react';
import styled from 'styled-components';

const Field = styled.div`
  display: grid;
  gap: 6px;
  label {
    font-weight: 600;
  }
  input {
    min-height: 44px;
    padding: 0 12px;
    border-radius: 8px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
  }
`;

/** A labelled text input. */
export function FormField({
  label,
  ...input
}: { label: string } & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <input id={id} {...input} />
    </Field>
  );
}
