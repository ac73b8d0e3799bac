import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { LearningPair } from '@btb/shared-contract';
import { readLearningPair } from './learningPairStorage';

interface LearningPairState {
  /** null until the learner answers (or skips) "I speak … / I learn …". */
  pair: LearningPair | null;
  /** The chooser was opened from the nav although a pair is set. */
  chooserOpen: boolean;
}

const slice = createSlice({
  name: 'learningPair',
  // Read when a store is made, so a standalone page follows the choice from its first render.
  initialState: (): LearningPairState => ({ pair: readLearningPair(), chooserOpen: false }),
  reducers: {
    learningPairChosen(state, action: PayloadAction<LearningPair>) {
      state.pair = action.payload;
      state.chooserOpen = false;
    },
    /** The pair as it is known now (server render, hydration, storage); nothing is written. */
    learningPairRestored(state, action: PayloadAction<LearningPair | null>) {
      state.pair = action.payload;
    },
    learningPairChooserToggled(state, action: PayloadAction<boolean>) {
      state.chooserOpen = action.payload;
    },
  },
  selectors: {
    /** The pair as chosen, `none` included; null before the question is answered. */
    selectLearningPair: (state) => state.pair,
    /** The chosen subject key, or null (none chosen or skipped): pages then behave as SPEC says. */
    selectLearningSubject: (state) =>
      state.pair === null || state.pair === 'none' ? null : state.pair,
    selectLearningPairAsked: (state) => state.pair !== null,
    selectLearningPairChooserOpen: (state) => state.chooserOpen,
  },
});

export const learningPairSlice = slice;
export const { learningPairChosen, learningPairRestored, learningPairChooserToggled } =
  slice.actions;
export const {
  selectLearningPair,
  selectLearningSubject,
  selectLearningPairAsked,
  selectLearningPairChooserOpen,
} = slice.selectors;
