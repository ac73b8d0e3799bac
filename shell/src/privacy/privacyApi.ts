import { apiRoutes, type PrivacyDeleteResponse, type PrivacyExport } from '@btb/shared-contract';
import { apiRequest } from '@btb/shared-store';

/** The learner's own data (issue 22); both are POSTs so the API's Origin check applies. */
export const privacyApi = {
  exportData: () => apiRequest<PrivacyExport>(apiRoutes.privacyExport, { method: 'POST' }),
  deleteData: () =>
    apiRequest<PrivacyDeleteResponse>(apiRoutes.privacyDelete, {
      method: 'POST',
      body: { confirm: true },
    }),
};

export type PrivacyApi = typeof privacyApi;

export const exportFileName = 'beat-to-breakthrough-data.json';

/** Hands the export to the browser as a file download. */
export function saveJsonFile(data: unknown, fileName: string = exportFileName): void {
  const url = URL.createObjectURL(
    new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }),
  );
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
