import { createContext, useContext, type ComponentType } from 'react';

/**
 * Remote pages that are already loaded when the tree renders: on the server, the ones it loaded
 * for this request; in the browser, the ones the server rendered (loaded before hydration), so the
 * first render matches the server's HTML instead of showing a spinner.
 */
export const RenderedRemotes = createContext<ReadonlyMap<string, ComponentType<object>>>(new Map());

export const useRenderedRemote = (key: string) => useContext(RenderedRemotes).get(key);
