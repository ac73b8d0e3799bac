import { inlineRemoteMap } from './inlineRemoteMap';

describe('inlineRemoteMap', () => {
  const html = '<html><head><title>x</title></head><body></body></html>';

  it('adds the map as a JSON data block and preconnects to each remote origin', () => {
    const out = inlineRemoteMap(html, { mf_home: 'http://localhost:3001/mf-manifest.json' }, [
      'http://localhost:3001',
    ]);
    expect(out).toContain('<link rel="preconnect" href="http://localhost:3001" crossorigin>');
    const data = /<script type="application\/json" id="btb-remote-map">(.*)<\/script>/.exec(out);
    expect(JSON.parse(data?.[1] ?? '')).toEqual({
      mf_home: 'http://localhost:3001/mf-manifest.json',
    });
  });

  it('cannot be used to close the data block early', () => {
    const out = inlineRemoteMap(
      html,
      { mf_home: 'https://x.example/</script><script>alert(1)' },
      [],
    );
    expect(out).not.toContain('</script><script>alert(1)');
  });
});
