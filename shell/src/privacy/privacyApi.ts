import type {
  PrivacyDeleteResponse,
  PrivacyExport,
  PrivacyForgetBrowserResponse,
} from '@btb/shared-contract';
import { apiRoutes, apiRequest } from '@btb/shared-store';
import { saveJsonFile } from '@btb/shared-ui/files';

/** The learner's own data (issue 22) and this browser's (issue 67); POSTs, so the API's Origin check applies. */
export const privacyApi = {
  exportData: () => apiRequest<PrivacyExport>(apiRoutes.privacyExport, { method: 'POST' }),
  deleteData: () =>
    apiRequest<PrivacyDeleteResponse>(apiRoutes.privacyDelete, {
      method: 'POST',
      body: { confirm: true },
    }),
  forgetBrowser: () =>
    apiRequest<PrivacyForgetBrowserResponse>(apiRoutes.privacyForgetBrowser, { method: 'POST' }),
};

export type PrivacyApi = typeof privacyApi;

export const exportFileName = 'beat-to-breakthrough-data.json';

/** Hands the export to the browser as a file download. */
export function saveExportFile(data: unknown): void {
  saveJsonFile(data, exportFileName);
}
