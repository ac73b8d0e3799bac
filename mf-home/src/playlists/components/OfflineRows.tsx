import { lazy, Suspense } from 'react';
import { RowSection } from './rowStyles';

// Only a page offline shows it: the saved items' view is not part of a first visit's code.
const OfflineSavedShelf = lazy(() =>
  import('@btb/shared-player/offlineViews').then((views) => ({ default: views.OfflineSavedShelf })),
);

/** The rows' place with no network: "you are offline" and what is saved, each opening its song. */
export function OfflineRows() {
  return (
    <RowSection>
      <Suspense fallback={null}>
        <OfflineSavedShelf />
      </Suspense>
    </RowSection>
  );
}
