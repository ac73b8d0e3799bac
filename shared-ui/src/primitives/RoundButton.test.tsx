import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeRoot } from '../theme/ThemeRoot';
import { theme } from '../theme/theme';
import { RoundButton } from './RoundButton';

/** The style rules that apply to the element when it has keyboard focus. */
function focusVisibleRules(element: HTMLElement) {
  const rules = Array.from(document.styleSheets).flatMap((sheet) => Array.from(sheet.cssRules));
  return rules.filter(
    (rule): rule is CSSStyleRule =>
      rule instanceof CSSStyleRule &&
      rule.selectorText.includes(':focus-visible') &&
      Array.from(element.classList).some((name) => rule.selectorText.includes(`.${name}`)),
  );
}

describe('RoundButton', () => {
  it('is a 44 px circle named by its label', () => {
    render(
      <RoundButton aria-label="Next song">
        <svg aria-hidden="true" />
      </RoundButton>,
      { wrapper: ThemeRoot },
    );
    expect(screen.getByRole('button', { name: 'Next song' })).toHaveStyle({
      width: '44px',
      height: '44px',
      borderRadius: '50%',
    });
  });

  it('does not submit the form it sits in unless told to', async () => {
    const submit = jest.fn((event: Event) => event.preventDefault());
    render(
      <form onSubmit={(event) => submit(event.nativeEvent)}>
        <RoundButton aria-label="Shuffle" />
      </form>,
      { wrapper: ThemeRoot },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Shuffle' }));
    expect(submit).not.toHaveBeenCalled();
  });

  it('takes keyboard focus and draws the focus ring', async () => {
    render(<RoundButton aria-label="Play" />, { wrapper: ThemeRoot });
    await userEvent.tab();
    const button = screen.getByRole('button', { name: 'Play' });
    expect(button).toHaveFocus();
    const [ring] = focusVisibleRules(button);
    expect(ring?.style.outline).toContain('3px solid');
    expect(ring?.style.outline).toMatch(new RegExp(`${theme.colors.focus}|rgb\\(251, 191, 36\\)`));
  });

  it('will not compile without a label', () => {
    // @ts-expect-error: an icon button needs an accessible name.
    render(<RoundButton />, { wrapper: ThemeRoot });
    expect(screen.getByRole('button')).toBeInTheDocument();
  });
});
