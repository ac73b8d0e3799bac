import { useCallback } from 'react';
import type { Dispatch } from '@reduxjs/toolkit';
import type { LearningPair } from '@btb/shared-contract';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import {
  learningPairChooserToggled,
  learningPairChosen,
  selectLearningPairAsked,
  selectLearningPairChooserOpen,
  selectLearningSubject,
} from './learningPairSlice';
import { writeLearningPair } from './learningPairStorage';

/** A pair chosen here, on another device or in an imported file: remembered and followed at once. */
export function chooseLearningPair(dispatch: Dispatch, pair: LearningPair): void {
  writeLearningPair(pair);
  dispatch(learningPairChosen(pair));
}

/** The learner's language pair, a way to choose it (remembered at once) and to open the chooser. */
export function useLearningPair() {
  const dispatch = useAppDispatch();
  const subject = useAppSelector(selectLearningSubject);
  const asked = useAppSelector(selectLearningPairAsked);
  const chooserOpen = useAppSelector(selectLearningPairChooserOpen);
  const choose = useCallback(
    (pair: LearningPair) => chooseLearningPair(dispatch, pair),
    [dispatch],
  );
  const setChooserOpen = useCallback(
    (open: boolean) => dispatch(learningPairChooserToggled(open)),
    [dispatch],
  );
  return { subject, asked, chooserOpen, choose, setChooserOpen };
}
