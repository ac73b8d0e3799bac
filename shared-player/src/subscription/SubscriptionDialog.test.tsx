import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage } from '@btb/shared-i18n';
import { renderWithProviders } from '@btb/shared-testing';
import { pricingUrl } from './pricingUrl';
import { SubscriptionDialog } from './SubscriptionDialog';

describe('SubscriptionDialog', () => {
  beforeEach(() => changeLanguage('en'));

  it('opens the pricing page in a new tab, then closes', async () => {
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    const onClose = jest.fn();
    renderWithProviders(<SubscriptionDialog onClose={onClose} />);
    expect(screen.getByRole('dialog', { name: 'Unlock the full song' })).toBeInTheDocument();
    expect(screen.getByText(/20-second preview/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /See plans and pricing/ }));
    expect(open).toHaveBeenCalledWith(pricingUrl, '_blank', 'noopener,noreferrer');
    expect(onClose).toHaveBeenCalledTimes(1);
    open.mockRestore();
  });

  it('closes with the preview button and with Escape', async () => {
    const onClose = jest.fn();
    renderWithProviders(<SubscriptionDialog onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Continue with preview' }));
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('speaks German', async () => {
    await changeLanguage('de');
    renderWithProviders(<SubscriptionDialog onClose={() => {}} />);
    expect(screen.getByRole('dialog', { name: 'Den ganzen Song freischalten' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Mit der Vorschau weiterhören' })).toBeVisible();
  });
});
