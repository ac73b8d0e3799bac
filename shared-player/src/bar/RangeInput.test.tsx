import { screen } from '@testing-library/react';
import { renderWithProviders } from '@btb/shared-testing';
import { RangeInput } from './RangeInput';

/** The CSS rules styled-components has inserted into the page so far. */
const insertedRules = () =>
  [...document.querySelectorAll('style')].reduce(
    (count, style) => count + (style.sheet?.cssRules.length ?? 0),
    0,
  );

describe('RangeInput', () => {
  it('shows how far it is filled without a new CSS rule for each value', () => {
    const { rerender } = renderWithProviders(
      <RangeInput aria-label="Seek" readOnly value={0} $fill={0} />,
    );
    const rules = insertedRules();
    for (const fill of [12.5, 37.25, 80]) {
      rerender(<RangeInput aria-label="Seek" readOnly value={0} $fill={fill} />);
      expect(screen.getByRole('slider', { name: 'Seek' }).style.getPropertyValue('--fill')).toBe(
        `${fill}%`,
      );
    }
    expect(insertedRules()).toBe(rules);
  });
});
