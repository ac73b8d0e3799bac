import styled from 'styled-components';

/** A button (it opens something on this page) that sits among links and looks like one. */
export const LinkButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
`;
