import { useId } from 'react';
import styled from 'styled-components';
import { VisuallyHidden } from '@btb/shared-ui';
import { sliderRanges, type CalculatorField } from '../model/calculatorFields';
import { useUnitText } from '../useUnitText';

const Row = styled.div`
  display: grid;
  grid-template-columns: 1fr auto;
  align-items: center;
  gap: 4px 12px;
`;

const Value = styled.output`
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`;

const Range = styled.input.attrs({ type: 'range' })`
  grid-column: 1 / -1;
  width: 100%;
  accent-color: ${({ theme }) => theme.colors.primary};
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

interface RangeSliderProps {
  field: CalculatorField;
  label: string;
  /** Read before the label by screen readers only, so "Minutes per day" is not ambiguous. */
  context?: string;
  value: number;
  onChange: (field: CalculatorField, value: number) => void;
}

/** One labelled slider with its current value and unit. */
export function RangeSlider({ field, label, context, value, onChange }: RangeSliderProps) {
  const id = useId();
  const unitText = useUnitText();
  const { min, max, step, unit } = sliderRanges[field];
  const text = unitText(value, unit);
  return (
    <Row>
      <label htmlFor={id}>
        {context && <VisuallyHidden>{context}: </VisuallyHidden>}
        {label}
      </label>
      <Value htmlFor={id} data-testid={`value-${field}`}>
        {text}
      </Value>
      <Range
        id={id}
        min={min}
        max={max}
        step={step}
        value={value}
        aria-valuetext={text}
        onChange={(event) => onChange(field, event.currentTarget.valueAsNumber)}
      />
    </Row>
  );
}
