import { useEffect, useReducer } from 'react';
import { calculatorReducer } from './model/calculatorReducer';
import { readCalculatorState, writeCalculatorState } from './model/calculatorStorage';

/** The calculator's sliders, restored from and saved to local storage (SPEC section 9). */
export function useCalculatorState() {
  const [state, dispatch] = useReducer(calculatorReducer, undefined, readCalculatorState);
  useEffect(() => {
    writeCalculatorState(state);
  }, [state]);
  return [state, dispatch] as const;
}
