import { useState } from 'react';
import { HttpError } from '@btb/shared-store';
import { useForgetLogin } from '@btb/shared-frame';
import { privacyApi as defaultApi, saveExportFile, type PrivacyApi } from './privacyApi';

export type MyDataStatus =
  | { kind: 'idle' }
  | { kind: 'pending'; action: 'download' | 'delete' }
  | { kind: 'done'; message: 'data.downloaded' | 'data.deleted' }
  | { kind: 'error'; message: 'data.failed' | 'data.rateLimited' | 'data.loggedOut' };

const errorMessage = (error: unknown) => {
  if (error instanceof HttpError && error.status === 429) return 'data.rateLimited' as const;
  if (error instanceof HttpError && error.status === 401) return 'data.loggedOut' as const;
  return 'data.failed' as const;
};

/** Download and delete of the learner's server data, with the status the page shows. */
export function useMyData(api: PrivacyApi = defaultApi, save = saveExportFile) {
  const [status, setStatus] = useState<MyDataStatus>({ kind: 'idle' });
  const forgetLogin = useForgetLogin();

  const run = async (action: 'download' | 'delete', work: () => Promise<MyDataStatus>) => {
    setStatus({ kind: 'pending', action });
    try {
      setStatus(await work());
    } catch (error) {
      const message = errorMessage(error);
      if (message === 'data.loggedOut') forgetLogin();
      setStatus({ kind: 'error', message });
    }
  };

  const download = () =>
    run('download', async () => {
      save(await api.exportData());
      return { kind: 'done', message: 'data.downloaded' };
    });

  const remove = () =>
    run('delete', async () => {
      await api.deleteData();
      forgetLogin();
      return { kind: 'done', message: 'data.deleted' };
    });

  return { status, download, remove };
}
