import styled from 'styled-components';
import { useTranslation } from '@btb/shared-i18n';
import { privacyNamespace } from './privacyNamespace';

export interface StoredDataItem {
  id: string;
  /** The storage key or cookie name, shown as code; absent for server data. */
  name?: string;
  where?: string;
  why: string;
  howLong: string;
}

const List = styled.ul`
  display: grid;
  gap: 12px;
  margin: 0 0 24px;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: 12px 16px;
  dl {
    display: grid;
    grid-template-columns: minmax(90px, max-content) 1fr;
    gap: 4px 16px;
    margin: 0;
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** One card per stored thing: what it is for, where it lives, for how long, and its technical name. */
export function StoredDataList({ items }: { items: StoredDataItem[] }) {
  const { t } = useTranslation(privacyNamespace);
  return (
    <List>
      {items.map((item) => (
        <Item key={item.id} data-stored={item.id}>
          <dl>
            <dt>{t('page.what')}</dt>
            <dd>{item.why}</dd>
            {item.where !== undefined && (
              <>
                <dt>{t('page.where')}</dt>
                <dd>{item.where}</dd>
              </>
            )}
            <dt>{t('page.howLong')}</dt>
            <dd>{item.howLong}</dd>
            {item.name !== undefined && (
              <>
                <dt>{t('page.name')}</dt>
                <dd>
                  <code>{item.name}</code>
                </dd>
              </>
            )}
          </dl>
        </Item>
      ))}
    </List>
  );
}
