import { createSlice, rootReducer, type PayloadAction, type WithSlice } from '@btb/shared-store';

interface AuthState {
  /** The e-mail the footer shows as "Logged in with"; null when logged out. */
  email: string | null;
}

const initialState: AuthState = { email: null };

const slice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    loggedIn(state, action: PayloadAction<string>) {
      state.email = action.payload;
    },
    loggedOut(state) {
      state.email = null;
    },
  },
  selectors: {
    selectLoggedInEmail: (state) => state.email,
  },
});

declare module '@btb/shared-store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface LazyLoadedSlices extends WithSlice<typeof slice> {}
}

export const authSlice = slice.injectInto(rootReducer);
export const { loggedIn, loggedOut } = slice.actions;
export const { selectLoggedInEmail } = authSlice.selectors;
