import styled from 'styled-components';

/** A form's error line (role="alert" where it is rendered), readable on the dark surfaces. */
export const FormError = styled.p`
  margin: 0;
  color: #fca5a5;
`;
