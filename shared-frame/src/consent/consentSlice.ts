import { createSlice, rootReducer, type PayloadAction, type WithSlice } from '@btb/shared-store';
import { readConsent, type ConsentChoice } from './consentStorage';

interface ConsentState {
  /** null until the visitor answers; analytics runs only when `accepted`. */
  choice: ConsentChoice | null;
  /** "Privacy settings" reopened the banner although a choice exists. */
  settingsOpen: boolean;
}

const slice = createSlice({
  name: 'consent',
  // Read when a store is made, so the remembered choice applies from the first render.
  initialState: (): ConsentState => ({ choice: readConsent(), settingsOpen: false }),
  reducers: {
    consentChosen(state, action: PayloadAction<ConsentChoice>) {
      state.choice = action.payload;
      state.settingsOpen = false;
    },
    /** The choice as it is known now (server render, hydration, storage); nothing is written. */
    consentRestored(state, action: PayloadAction<ConsentChoice | null>) {
      state.choice = action.payload;
    },
    consentSettingsOpened(state) {
      state.settingsOpen = true;
    },
    consentSettingsClosed(state) {
      state.settingsOpen = false;
    },
  },
  selectors: {
    selectConsentBannerOpen: (state) => state.choice === null || state.settingsOpen,
    selectAnalyticsAllowed: (state) => state.choice === 'accepted',
    selectConsentChoice: (state) => state.choice,
  },
});

declare module '@btb/shared-store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface LazyLoadedSlices extends WithSlice<typeof slice> {}
}

export const consentSlice = slice.injectInto(rootReducer);
export const { consentChosen, consentRestored, consentSettingsOpened, consentSettingsClosed } =
  slice.actions;
export const { selectConsentBannerOpen, selectAnalyticsAllowed, selectConsentChoice } =
  consentSlice.selectors;
