import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage } from '@btb/shared-i18n';
import { selectOpenDialog } from '@btb/shared-store';
import { jsonResponse, renderWithProviders } from '@btb/shared-testing';
import { lesson, mockQuizApi } from '../testing/quizTestKit';
import QuizCodeDialog from './QuizCodeDialog';

const codeField = () => screen.getByRole('textbox', { name: 'Lesson code' });
const startButton = () => screen.getByRole('button', { name: 'Start' });

describe('QuizCodeDialog', () => {
  it('shows title, description, the code field, Cancel and a disabled Start', () => {
    mockQuizApi();
    renderWithProviders(<QuizCodeDialog onClose={jest.fn()} />);
    expect(screen.getByRole('dialog', { name: 'Start a quiz' })).toBeInTheDocument();
    expect(screen.getByText(/Enter the code of a lesson/)).toBeInTheDocument();
    expect(codeField()).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
    expect(startButton()).toBeDisabled();
  });

  it('keeps Start disabled for blanks and sends the trimmed code', async () => {
    const user = userEvent.setup();
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = mockQuizApi({
      validate: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderWithProviders(<QuizCodeDialog onClose={jest.fn()} />);
    await user.type(codeField(), '   ');
    expect(startButton()).toBeDisabled();
    await user.type(codeField(), 'DE_EN_A1_B01_L01 {Enter}');
    const checking = await screen.findByRole('button', { name: 'Checking...' });
    expect(checking).toBeDisabled();
    // (The learner's lessons beside the field are asked for too: find the code's check.)
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/quiz/validate-code') as [
      string,
      RequestInit,
    ];
    expect(init.body).toBe('{"code":"DE_EN_A1_B01_L01"}');
    answer(jsonResponse(lesson));
    expect(await screen.findByRole('dialog', { name: 'Animals at the zoo' })).toBeInTheDocument();
    expect(await screen.findByText('1 / 3')).toBeInTheDocument();
  });

  it("shows the server's message inline", async () => {
    const user = userEvent.setup();
    mockQuizApi({ validate: () => jsonResponse({ message: 'Unknown lesson code' }, 404) });
    renderWithProviders(<QuizCodeDialog onClose={jest.fn()} />);
    await user.type(codeField(), 'NOPE');
    await user.click(startButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Unknown lesson code');
    expect(codeField()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('dialog', { name: 'Animals at the zoo' })).not.toBeInTheDocument();
  });

  it('says "Code nicht gültig" in German when the server gives no message', async () => {
    await changeLanguage('de');
    try {
      const user = userEvent.setup();
      mockQuizApi({ validate: () => jsonResponse(undefined, 400) });
      renderWithProviders(<QuizCodeDialog onClose={jest.fn()} />);
      await user.type(screen.getByRole('textbox', { name: 'Lektionscode' }), 'NOPE');
      await user.click(screen.getByRole('button', { name: 'Starten' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(/^Code nicht gültig$/);
    } finally {
      await act(() => changeLanguage('en'));
    }
  });

  it.each([
    ['the network fails', () => Promise.reject(new TypeError('offline'))],
    ['the server answers valid: false', () => jsonResponse({ ...lesson, valid: false })],
  ])('falls back when %s', async (_case, validate) => {
    const user = userEvent.setup();
    mockQuizApi({ validate });
    renderWithProviders(<QuizCodeDialog onClose={jest.fn()} />);
    await user.type(codeField(), 'X');
    await user.click(startButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Code not valid or no vocabulary available',
    );
    expect(startButton()).toBeEnabled();
  });

  it('Cancel calls onClose', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    renderWithProviders(<QuizCodeDialog onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes the store dialog itself without onClose', async () => {
    const user = userEvent.setup();
    const { store } = renderWithProviders(<QuizCodeDialog />, {
      preloadedState: { dialog: { open: 'quizCode' } },
    });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(selectOpenDialog(store.getState())).toBeNull();
  });
});
