import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Dialogs that any remote may ask the shell to open; the shell mounts them. */
export type SiteDialog = 'quizCode' | 'login';

interface DialogState {
  open: SiteDialog | null;
}

const initialState: DialogState = { open: null };

export const dialogSlice = createSlice({
  name: 'dialog',
  initialState,
  reducers: {
    openDialog(state, action: PayloadAction<SiteDialog>) {
      state.open = action.payload;
    },
    closeDialog(state) {
      state.open = null;
    },
  },
  selectors: {
    selectOpenDialog: (state) => state.open,
  },
});

export const { openDialog, closeDialog } = dialogSlice.actions;
export const { selectOpenDialog } = dialogSlice.selectors;
