import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { closeDialog, openDialog, selectOpenDialog, useAppDispatch } from '@btb/shared-store';
import { renderWithProviders } from '@btb/shared-testing';
import { Dialog } from '@btb/shared-ui';
import { loadRemoteComponent } from '@btb/shared-federation/runtime';
import '../frameNamespace';
import { SiteDialogs } from './SiteDialogs';

jest.mock('@btb/shared-federation/runtime', () => ({ loadRemoteComponent: jest.fn() }));
const loadRemote = jest.mocked(loadRemoteComponent);

/** Stands in for mf-quiz's exposed dialog, which closes itself through the store. */
function FakeQuizCodeDialog() {
  const dispatch = useAppDispatch();
  return (
    <Dialog title="Enter your quiz code" onClose={() => dispatch(closeDialog())}>
      <input aria-label="Code" />
    </Dialog>
  );
}

describe('SiteDialogs: quiz-code dialog', () => {
  afterEach(() => loadRemote.mockReset());

  // RemoteRoute keeps a loaded remote for the page's lifetime, so the failure case goes first.
  it('shows the fallback with a way out when mf-quiz is unavailable', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    loadRemote.mockRejectedValue(new Error('mf_quiz is not in the remote map'));
    const { store } = renderWithProviders(<SiteDialogs />);
    act(() => {
      store.dispatch(openDialog('quizCode'));
    });
    expect(await screen.findByTestId('remote-fallback')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(selectOpenDialog(store.getState())).toBeNull();

    act(() => {
      store.dispatch(openDialog('quizCode'));
    });
    await screen.findByTestId('remote-fallback');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByTestId('quiz-code-slot')).not.toBeInTheDocument();
  });

  it('mounts mf-quiz’s QuizCodeDialog when asked to', async () => {
    loadRemote.mockResolvedValue(FakeQuizCodeDialog);
    const { store } = renderWithProviders(<SiteDialogs />);
    act(() => {
      store.dispatch(openDialog('quizCode'));
    });
    expect(await screen.findByRole('dialog', { name: 'Enter your quiz code' })).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledWith({ remote: 'mf_quiz', module: 'QuizCodeDialog' }, false);
    await userEvent.keyboard('{Escape}');
    expect(selectOpenDialog(store.getState())).toBeNull();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
