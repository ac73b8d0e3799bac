import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@btb/shared-testing';
import { NotEnoughSpaceError } from './notEnoughSpace';
import { saveForOffline } from './offlineActions';
import { SaveOfflineIconButton } from './SaveOfflineIconButton';

jest.mock('./offlineActions', () => ({
  saveForOffline: jest.fn(),
  removeSavedItem: jest.fn(),
}));

const request = { kind: 'lesson', code: 'DE_EN_A1_B01_L01', title: 'Greetings' } as const;

describe('SaveOfflineIconButton', () => {
  it.each([
    [
      'says why when the device has no room for it',
      new NotEnoughSpaceError(12_400_000, 3_000_000),
      'Not enough space on this device: 12.4 MB needed, 3 MB free. Nothing was saved.',
    ],
    [
      'asks to try again when the save failed for another reason',
      new TypeError('Failed to fetch'),
      'Could not save for offline. Check the connection and try again.',
    ],
  ])('names what it saves, and %s', async (_case, error, explanation) => {
    jest.mocked(saveForOffline).mockRejectedValue(error);
    renderWithProviders(<SaveOfflineIconButton request={request} />);
    const button = screen.getByRole('button', { name: 'Save for offline: Greetings' });
    fireEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('title', explanation));
  });
});
