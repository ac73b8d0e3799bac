import styled from 'styled-components';

/** One saved item: its link and facts in a row, wrapping on a narrow screen. */
export const SavedRow = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px 12px;
  padding: 8px 12px;
  border-radius: 8px;
  background: ${({ theme }) => theme.colors.surfaceRaised};
`;
