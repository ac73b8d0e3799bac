import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { selectCurrentToast } from '@btb/shared-store';
import { renderWithProviders } from '@btb/shared-testing';
import { CodeBadge } from './CodeBadge';

describe('CodeBadge', () => {
  it('copies the code on click and confirms with a toast', async () => {
    const user = userEvent.setup();
    const writeText = jest.fn((_text: string) => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { store } = renderWithProviders(<CodeBadge code="DE_EN_A1_B01_L01" />);

    await user.click(screen.getByRole('button', { name: 'Copy code DE_EN_A1_B01_L01' }));
    expect(writeText).toHaveBeenCalledWith('DE_EN_A1_B01_L01');
    await waitFor(() => expect(selectCurrentToast(store.getState())).not.toBeNull());
    expect(selectCurrentToast(store.getState())).toMatchObject({
      title: 'Code copied!',
      variant: 'success',
    });
  });

  it('links the lesson to its place in the learning plan', () => {
    renderWithProviders(<CodeBadge code="DE_ES_A2_B03_L03" />);
    expect(screen.getByRole('link', { name: 'Open in learning plan' })).toHaveAttribute(
      'href',
      '/book-overview/DE_ES_A2_B03_L03',
    );
  });
});
