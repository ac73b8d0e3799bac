import { readStored, writeStored } from '@btb/shared-store';
import { calculatorFields, snapToRange, type CalculatorState } from './calculatorFields';
import { defaultCalculatorState } from './calculatorPresets';
import { browserStorageKeys } from '@btb/shared-contract';

const storageKey = browserStorageKeys.timeCalculator;

/**
 * Whatever was stored, a usable state: numbers are clamped and snapped into their range, anything
 * missing or not a number takes its default, and a value that is not an object means defaults.
 */
export function sanitizeCalculatorState(value: unknown): CalculatorState | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const stored = value as Record<string, unknown>;
  const state = { ...defaultCalculatorState };
  for (const field of calculatorFields) {
    const raw = stored[field];
    if (typeof raw === 'number' && Number.isFinite(raw)) state[field] = snapToRange(field, raw);
  }
  return state;
}

export function readCalculatorState(): CalculatorState {
  return readStored(storageKey, sanitizeCalculatorState, { ...defaultCalculatorState });
}

export function writeCalculatorState(state: CalculatorState): void {
  writeStored(storageKey, state);
}
