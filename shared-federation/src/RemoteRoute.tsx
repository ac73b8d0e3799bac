import { useCallback, useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from '@btb/shared-i18n';
import { Spinner } from '@btb/shared-ui';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RemoteFallback } from './RemoteFallback';
import type { RemoteModuleRef } from '@btb/platform';
import { keyOf } from './remotePages';
import { loadedPage, loadPage } from './remotePageLoads';
import { useRenderedRemote } from './RenderedRemotes';
import { RemoteRetryContext } from './RemoteRetryContext';

type LoadState =
  | { status: 'loading' }
  | { status: 'ready'; Component: ComponentType<object> }
  | { status: 'failed' };

function useRemoteComponent(ref: RemoteModuleRef, attempt: number): LoadState {
  const key = keyOf(ref);
  const rendered = useRenderedRemote(key);
  const cached = rendered ?? loadedPage(ref);
  const [state, setState] = useState<LoadState>(
    cached ? { status: 'ready', Component: cached } : { status: 'loading' },
  );
  useEffect(() => {
    const known = rendered ?? loadedPage(ref);
    if (known && attempt === 0) {
      setState({ status: 'ready', Component: known });
      return;
    }
    let live = true;
    setState({ status: 'loading' });
    loadPage(ref, attempt > 0)
      .then((Component) => {
        if (live) setState({ status: 'ready', Component });
      })
      .catch((error: unknown) => {
        console.error(`Could not load ${key}`, error);
        if (live) setState({ status: 'failed' });
      });
    return () => {
      live = false;
    };
    // `ref` is a constant from remotePages; its key is what matters (`rendered` never changes).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);
  return state;
}

/** Renders a remote's exposed component behind the three layers of defence. */
export function RemoteRoute({ page }: { page: RemoteModuleRef }) {
  const [attempt, setAttempt] = useState(0);
  const state = useRemoteComponent(page, attempt);
  const { t } = useTranslation('common');
  const retry = useCallback(() => setAttempt((value) => value + 1), []);

  return (
    <RemoteRetryContext.Provider value={retry}>
      {state.status === 'loading' && (
        <div style={{ display: 'grid', placeItems: 'center', minHeight: '40vh' }}>
          <Spinner label={t('loading')} size={32} />
        </div>
      )}
      {state.status === 'failed' && <RemoteFallback />}
      {state.status === 'ready' && (
        <RemoteErrorBoundary key={attempt}>
          <state.Component />
        </RemoteErrorBoundary>
      )}
    </RemoteRetryContext.Provider>
  );
}
