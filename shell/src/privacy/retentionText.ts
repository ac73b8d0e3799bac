import {
  loginSessionDays,
  type BrowserStoredEntry,
  type ServerStoredEntry,
} from '@btb/shared-contract';

/** The i18n key and options of an entry's "how long" sentence. */
export interface RetentionText {
  key: string;
  count?: number;
}

export function browserRetentionText({ retention }: BrowserStoredEntry): RetentionText {
  return retention === 'loginSession'
    ? { key: 'retention.loginSession', count: loginSessionDays }
    : { key: `retention.${retention}` };
}

export function serverRetentionText({
  retention,
  purpose,
  personal,
}: ServerStoredEntry): RetentionText {
  if (!retention) return { key: personal ? 'retention.untilDeleted' : 'retention.anonymous' };
  if (purpose === 'analytics') return { key: 'retention.rolledUp', count: retention.amount };
  return { key: `retention.${retention.unit}`, count: retention.amount };
}
