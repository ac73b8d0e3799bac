/*
 * What the song page and My learning show of offline saving: their own entry
 * (`@btb/shared-player/offlineViews`), outside the singleton's index, so a first visit of home
 * does not load them. They read and change what is saved through the singleton, so every remote
 * sees the same saves.
 */
export { SaveOfflineButton, type SaveOfflineButtonProps } from './SaveOfflineButton';
export { SavedOfflineList } from './SavedOfflineList';
export { OfflineSavedShelf } from './OfflineSavedShelf';
