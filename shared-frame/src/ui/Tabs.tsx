import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';

const List = styled.div`
  display: flex;
  gap: 4px;
  margin-bottom: 16px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Tab = styled.button`
  min-height: 44px;
  padding: 0 16px;
  border: 0;
  border-bottom: 3px solid transparent;
  background: none;
  color: ${({ theme }) => theme.colors.textMuted};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &[aria-selected='true'] {
    color: ${({ theme }) => theme.colors.text};
    border-bottom-color: ${({ theme }) => theme.colors.primary};
  }
`;

export interface TabItem<K extends string> {
  key: K;
  label: string;
  panel: ReactNode;
}

interface TabsProps<K extends string> {
  label: string;
  items: TabItem<K>[];
  selected: K;
  onSelect: (key: K) => void;
}

/** WAI-ARIA tabs: one tab stop, arrow keys (and Home/End) move between tabs. */
export function Tabs<K extends string>({ label, items, selected, onSelect }: TabsProps<K>) {
  const baseId = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = items.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : -1;
    const item = items[next];
    if (!item) return;
    event.preventDefault();
    onSelect(item.key);
    refs.current[next]?.focus();
  };
  const current = items.find((item) => item.key === selected) ?? items[0];
  return (
    <>
      <List role="tablist" aria-label={label}>
        {items.map((item, index) => (
          <Tab
            key={item.key}
            ref={(node) => {
              refs.current[index] = node;
            }}
            type="button"
            role="tab"
            id={`${baseId}-${item.key}-tab`}
            aria-selected={item.key === current?.key}
            aria-controls={`${baseId}-${item.key}-panel`}
            tabIndex={item.key === current?.key ? 0 : -1}
            onClick={() => onSelect(item.key)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {item.label}
          </Tab>
        ))}
      </List>
      {current && (
        <div
          role="tabpanel"
          id={`${baseId}-${current.key}-panel`}
          aria-labelledby={`${baseId}-${current.key}-tab`}
        >
          {current.panel}
        </div>
      )}
    </>
  );
}
