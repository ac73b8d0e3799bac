import styled from 'styled-components';
import { highlightParts } from './highlightParts';

/** A matched word: shown highlighted, read as plain text (no role, no extra words). */
const Match = styled.span`
  background: ${({ theme }) => theme.colors.accent}33;
  color: inherit;
  border-radius: 2px;
  box-shadow: 0 0 0 1px ${({ theme }) => theme.colors.accent}66;
`;

interface MatchedTextProps {
  text: string;
  /** The words of `text` that matched the search, as written there. */
  words?: readonly string[];
}

/** `text` with the words that matched the search highlighted. */
export function MatchedText({ text, words = [] }: MatchedTextProps) {
  return (
    <>
      {highlightParts(text, words).map((part, index) =>
        part.matched ? (
          <Match key={index} data-match="">
            {part.text}
          </Match>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
