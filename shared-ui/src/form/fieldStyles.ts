import styled, { css } from 'styled-components';

/** Field height: a touch target (WCAG 2.5.5), the same for text fields, selects and buttons. */
export const fieldHeight = '44px';
export const fieldRadius = '8px';

/** The one look of a text field or select on every page, dialog and standalone remote. */
const fieldControl = css`
  box-sizing: border-box;
  min-height: ${fieldHeight};
  max-width: 100%;
  padding: 0 12px;
  border-radius: ${fieldRadius};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

/** A label above its control. */
export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  min-width: 0;
`;

export const FieldLabel = styled.label`
  font-size: 0.875rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const TextInput = styled.input`
  ${fieldControl}
  width: 100%;
  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
    opacity: 0.8;
  }
`;

export const SelectInput = styled.select`
  ${fieldControl}
`;
