import styled from 'styled-components';

/** A button that looks like a link (Clear Filter, "Did you mean …?"). */
export const LinkButton = styled.button.attrs({ type: 'button' })`
  background: none;
  border: none;
  padding: 8px;
  font: inherit;
  color: ${({ theme }) => theme.colors.accent};
  text-decoration: underline;
  cursor: pointer;
`;
