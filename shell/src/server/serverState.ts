import { asLearningPair, isLanguage, isRecord, readDataBlock } from '@btb/shared-contract';
import { serverStateElementId, type ServerRenderState } from '@btb/platform/renderContract';

/** The state the server put into the page, or null for a client-rendered page (or a broken block). */
export function readServerState(): ServerRenderState | null {
  const value = readDataBlock(serverStateElementId);
  if (!isRecord(value)) return null;
  const { language, api, remotes, consent } = value;
  const learningPair = asLearningPair(value.learningPair) ?? null;
  if (!isLanguage(language)) return null;
  if (consent !== null && consent !== 'accepted' && consent !== 'declined') return null;
  if (!Array.isArray(remotes) || !remotes.every((key) => typeof key === 'string')) return null;
  const state: ServerRenderState = {
    language,
    consent,
    learningPair,
    api: isRecord(api) ? api : undefined,
    remotes,
  };
  const { cookies } = value;
  if (
    isRecord(cookies) &&
    typeof cookies.language === 'boolean' &&
    typeof cookies.remoteOverrides === 'boolean'
  ) {
    state.cookies = { language: cookies.language, remoteOverrides: cookies.remoteOverrides };
  }
  return state;
}
