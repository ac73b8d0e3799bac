import { useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import type { Faq } from '@btb/shared-contract';
import { ChevronRightIcon } from '../../icons/controlIcons';
import { loadSanitizer } from '../sanitizeHtml';

const Item = styled.div`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Question = styled.h3`
  margin: 0;
  font-size: 1rem;
`;

const Toggle = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 16px;
  width: 100%;
  min-height: 56px;
  padding: 12px 4px;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: 600;
  text-align: left;
  cursor: pointer;
  svg {
    flex: 0 0 auto;
    transition: transform 0.2s ease;
  }
  &[aria-expanded='true'] svg {
    transform: rotate(90deg);
  }
`;

const Answer = styled.div`
  padding: 0 4px 16px;
  color: ${({ theme }) => theme.colors.textMuted};
  line-height: 1.6;
  p {
    margin: 0 0 8px;
  }
  a {
    color: ${({ theme }) => theme.colors.accent};
  }
`;

interface FaqItemProps {
  faq: Faq;
  open: boolean;
  onToggle: () => void;
}

/** The answer's cleaned HTML once it is open (the sanitizer's code loads with the first one). */
function useOpenAnswer(html: string | null | undefined, open: boolean): string {
  const [answer, setAnswer] = useState('');
  useEffect(() => {
    if (!open) return;
    let current = true;
    void loadSanitizer().then((sanitize) => {
      if (current) setAnswer(sanitize(html));
    });
    return () => {
      current = false;
    };
  }, [html, open]);
  return open ? answer : '';
}

/** One question of the accordion (APG accordion pattern). */
export function FaqItem({ faq, open, onToggle }: FaqItemProps) {
  const buttonId = useId();
  const panelId = useId();
  const answer = useOpenAnswer(faq.strAnswer, open);
  return (
    <Item>
      <Question>
        <Toggle
          id={buttonId}
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
        >
          {faq.strQuestion}
          <ChevronRightIcon />
        </Toggle>
      </Question>
      <Answer
        id={panelId}
        role="region"
        aria-labelledby={buttonId}
        hidden={!open}
        dangerouslySetInnerHTML={{ __html: answer }}
      />
    </Item>
  );
}
