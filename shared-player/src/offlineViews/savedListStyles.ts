import styled from 'styled-components';

/** The list of saved songs and lessons: on the saved page and on home while offline. */
export const SavedList = styled.ul`
  display: grid;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

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
