import { screen } from '@testing-library/react';
import { renderWithProviders } from '@btb/shared-testing';
import { LanguageSelect } from '../language/LanguageSelect';
import { FieldLabel, SelectInput, TextInput } from './fieldStyles';

describe('field primitives', () => {
  it('give text fields and selects, the language select too, one height and corner', () => {
    renderWithProviders(
      <>
        <FieldLabel htmlFor="name">Name</FieldLabel>
        <TextInput id="name" />
        <SelectInput aria-label="Level">
          <option>A1</option>
        </SelectInput>
        <LanguageSelect />
      </>,
    );
    const controls = [
      screen.getByRole('textbox', { name: 'Name' }),
      screen.getByRole('combobox', { name: 'Level' }),
      screen.getByRole('combobox', { name: 'Choose language' }),
    ];
    for (const control of controls) {
      expect(control).toHaveStyle({ minHeight: '44px', borderRadius: '8px' });
    }
  });
});
