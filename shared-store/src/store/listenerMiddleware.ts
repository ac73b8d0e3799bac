import { createListenerMiddleware } from '@reduxjs/toolkit';

/** Side effects that react to actions (the player engine, analytics) register here. */
export const listenerMiddleware = createListenerMiddleware();
