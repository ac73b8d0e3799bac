import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface Toast {
  id: number;
  title: string;
  description?: string;
  variant: ToastVariant;
}

interface ToastState {
  current: Toast | null;
  nextId: number;
}

const initialState: ToastState = { current: null, nextId: 1 };

/** SPEC: one toast slot; a new toast replaces the one on screen. */
export const toastSlice = createSlice({
  name: 'toast',
  initialState,
  reducers: {
    showToast: {
      reducer(state, action: PayloadAction<Omit<Toast, 'id'>>) {
        state.current = { ...action.payload, id: state.nextId };
        state.nextId += 1;
      },
      prepare(toast: { title: string; description?: string; variant?: ToastVariant }) {
        return { payload: { variant: 'default' as ToastVariant, ...toast } };
      },
    },
    dismissToast(state, action: PayloadAction<number | undefined>) {
      if (action.payload === undefined || state.current?.id === action.payload) {
        state.current = null;
      }
    },
  },
  selectors: {
    selectCurrentToast: (state) => state.current,
  },
});

export const { showToast, dismissToast } = toastSlice.actions;
export const { selectCurrentToast } = toastSlice.selectors;
