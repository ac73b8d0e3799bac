/**
 * @jest-environment node
 */
import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateWhenNear } from './hydrateWhenNear';

function Row({ headline }: { headline: string }) {
  return (
    <section>
      <h2>{headline}</h2>
      <button type="button">Play</button>
    </section>
  );
}

describe('hydrateWhenNear on the server', () => {
  it('renders the part in full: nothing waits for the viewport on the server', () => {
    const Near = hydrateWhenNear(Row);
    const html = renderToString(<Near headline="History" />);
    expect(html).toContain('<h2>History</h2>');
    // Its container and boundary around the part: the markup the browser test hydrates.
    expect(html).toBe(
      renderToString(
        <div>
          <Suspense fallback={null}>
            <Row headline="History" />
          </Suspense>
        </div>,
      ),
    );
  });
});
