import styled from 'styled-components';

/** A section's heading with its controls beside it, wrapping under it where the row is narrow. */
export const SectionHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
`;
