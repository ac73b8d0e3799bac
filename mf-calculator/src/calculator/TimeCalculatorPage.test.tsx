import type * as NodeTimers from 'node:timers';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage } from '@btb/shared-i18n';
import { selectCurrentToast } from '@btb/shared-store';
import { renderWithProviders } from '@btb/shared-testing';
import TimeCalculatorPage from './TimeCalculatorPage';

const { setImmediate: realSetImmediate } = jest.requireActual<typeof NodeTimers>('node:timers');
const settle = () => act(() => new Promise<void>((resolve) => realSetImmediate(resolve)));

const figure = (id: string) => screen.getByTestId(id).textContent;
const summary = () => ({
  hours: figure('theoretical-hours'),
  days: figure('theoretical-days'),
  effectiveHours: figure('effective-hours'),
  effectiveDays: figure('effective-days'),
});

function setClipboard(writeText: ((text: string) => Promise<void>) | undefined) {
  Object.defineProperty(navigator, 'clipboard', {
    value: writeText ? { writeText } : undefined,
    configurable: true,
  });
}

describe('TimeCalculatorPage', () => {
  afterEach(() => window.localStorage.clear());

  it('shows 13 labelled sliders with their values and units', () => {
    renderWithProviders(<TimeCalculatorPage />);
    expect(document.title).toBe('Time Calculator | Beat to Breakthrough');
    const sliders = screen.getAllByRole('slider');
    expect(sliders).toHaveLength(13);
    const commute = screen.getByRole('slider', { name: 'Commute: Minutes per trip (one way)' });
    expect(commute).toHaveAttribute('min', '0');
    expect(commute).toHaveAttribute('max', '180');
    expect(commute).toHaveAttribute('step', '5');
    expect(commute).toHaveValue('30');
    expect(commute).toHaveAttribute('aria-valuetext', '30 min');
    expect(screen.getByRole('slider', { name: 'Sport: Hours per week' })).toHaveAttribute(
      'step',
      '0.5',
    );
    expect(screen.getByTestId('value-commuteDays')).toHaveTextContent('240 days');
    expect(screen.getByTestId('value-eff')).toHaveTextContent('25%');
  });

  it('sums the defaults to 810 h, 101.3 days, 202.5 effective hours', () => {
    renderWithProviders(<TimeCalculatorPage />);
    expect(summary()).toEqual({
      hours: '810',
      days: '101.3',
      effectiveHours: '202.5',
      effectiveDays: '25.3',
    });
    expect(screen.getByText('Effective at 25% utilization')).toBeInTheDocument();
  });

  it('formats numbers for German readers', async () => {
    await changeLanguage('de');
    try {
      renderWithProviders(<TimeCalculatorPage />);
      expect(document.title).toBe('Zeitrechner | Beat to Breakthrough');
      expect(summary().days).toBe('101,3');
      expect(screen.getByTestId('value-sportH')).toHaveTextContent('2 Std.');
    } finally {
      await act(() => changeLanguage('en'));
    }
  });

  it('recomputes when a slider moves, and saves the state', () => {
    renderWithProviders(<TimeCalculatorPage />);
    fireEvent.change(screen.getByRole('slider', { name: 'Utilization' }), {
      target: { value: '50' },
    });
    expect(summary().effectiveHours).toBe('405');
    fireEvent.change(screen.getByRole('slider', { name: 'Commute: Minutes per trip (one way)' }), {
      target: { value: '60' },
    });
    // +30 min × 2 × 240 days = +240 h
    expect(summary().hours).toBe('1,050');
    expect(JSON.parse(window.localStorage.getItem('timeCalculator') ?? '{}')).toMatchObject({
      eff: 50,
      commuteMin: 60,
    });
  });

  it('applies the presets and Reset', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TimeCalculatorPage />);
    await user.click(screen.getByRole('button', { name: 'Conservative' }));
    expect(screen.getByRole('button', { name: 'Conservative' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(summary()).toEqual({
      hours: '708.5',
      days: '88.6',
      effectiveHours: '141.7',
      effectiveDays: '17.7',
    });
    await user.click(screen.getByRole('button', { name: 'Active' }));
    expect(summary()).toEqual({
      hours: '1,185',
      days: '148.1',
      effectiveHours: '414.8',
      effectiveDays: '51.8',
    });
    expect(screen.getByTestId('value-commuteDays')).toHaveTextContent('230 days');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(summary().hours).toBe('810');
    expect(screen.getByRole('button', { name: 'Active' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('restores a saved state, repairing what is broken', () => {
    window.localStorage.setItem(
      'timeCalculator',
      JSON.stringify({ eff: 250, cookMin: 'lots', sportH: 3, commuteDays: -1 }),
    );
    renderWithProviders(<TimeCalculatorPage />);
    expect(screen.getByTestId('value-eff')).toHaveTextContent('100%');
    expect(screen.getByTestId('value-cookMin')).toHaveTextContent('30 min');
    expect(screen.getByTestId('value-sportH')).toHaveTextContent('3 h');
    expect(screen.getByTestId('value-commuteDays')).toHaveTextContent('0 days');
  });

  describe('copy summary', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('copies a text summary and shows "Copied" for 1.6 s', async () => {
      const writeText = jest.fn((_text: string) => Promise.resolve());
      setClipboard(writeText);
      renderWithProviders(<TimeCalculatorPage />);
      // Clicked inside act, so the update after the clipboard promise lands before we look.
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: 'Copy summary' }));
      });
      await settle();
      const text = writeText.mock.calls[0]?.[0];
      expect(text).toContain('Theoretical: 810 hours = 101.3 learning days');
      expect(text).toContain('Effective at 25% utilization: 202.5 hours = 25.3 learning days');
      expect(text).toContain('Commute: 240 h');
      expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
      expect(screen.getByText('Summary copied to the clipboard.')).toHaveAttribute(
        'role',
        'status',
      );
      act(() => jest.advanceTimersByTime(1599));
      expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1));
      expect(screen.getByRole('button', { name: 'Copy summary' })).toBeInTheDocument();
    });

    it('shows an error toast when copying is refused', async () => {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      setClipboard(() => Promise.reject(new Error('denied')));
      Object.defineProperty(document, 'execCommand', { value: () => false, configurable: true });
      const { store } = renderWithProviders(<TimeCalculatorPage />);
      await user.click(screen.getByRole('button', { name: 'Copy summary' }));
      await settle();
      expect(selectCurrentToast(store.getState())).toMatchObject({
        title: 'Error',
        variant: 'destructive',
      });
      expect(screen.getByRole('button', { name: 'Copy summary' })).toBeInTheDocument();
    });
  });
});
