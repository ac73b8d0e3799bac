import styled from 'styled-components';

/** A full-width header button that opens and closes a part of the tree; the chevron turns. */
export const DisclosureButton = styled.button`
  width: 100%;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  min-height: 48px;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border: none;
  border-radius: 10px;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: left;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
  .chevron {
    flex-shrink: 0;
    transition: transform 0.15s ease;
  }
  &[aria-expanded='true'] .chevron {
    transform: rotate(90deg);
  }
  .count {
    margin-left: auto;
    font-size: 0.85rem;
    font-weight: 400;
    color: ${({ theme }) => theme.colors.textMuted};
    white-space: nowrap;
  }
`;
