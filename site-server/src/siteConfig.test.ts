import { cacheControlFor } from './cacheHeaders';
import { contentSecurityPolicy } from './securityHeaders';
import { loadSiteConfig } from './siteConfig';

describe('loadSiteConfig', () => {
  it('defaults to the local ports and manifests', () => {
    const config = loadSiteConfig({});
    expect(config.ports).toMatchObject({ shell: 3000, 'mf-search': 3002, 'mf-calculator': 3006 });
    expect(config.remoteMap.mf_search).toBe('http://localhost:3002/mf-manifest.json');
    expect(config.shellOrigin).toBe('http://localhost:3000');
  });

  it('takes ports and remote URLs from the environment and ignores bad values', () => {
    const config = loadSiteConfig({
      PORT: '4000',
      MF_SEARCH_PORT: '4002',
      MF_HOME_PORT: 'not-a-port',
      REMOTE_MF_SONG_URL: 'https://song.example.com/v42/mf-manifest.json',
      REMOTE_MF_QUIZ_URL: 'javascript:alert(1)',
    });
    expect(config.ports).toMatchObject({ shell: 4000, 'mf-search': 4002, 'mf-home': 3001 });
    expect(config.remoteMap.mf_song).toBe('https://song.example.com/v42/mf-manifest.json');
    expect(config.remoteMap.mf_search).toBe('http://localhost:4002/mf-manifest.json');
    expect(config.remoteOrigins).toContain('https://song.example.com');
    expect(config.remoteOrigins).not.toContain('null');
  });

  it('renders pages on the server unless SERVER_RENDER=off, with a remote budget', () => {
    expect(loadSiteConfig({})).toMatchObject({ serverRender: true, remoteBudgetMs: 300 });
    expect(loadSiteConfig({ SERVER_RENDER: 'off', REMOTE_RENDER_BUDGET_MS: '800' })).toMatchObject({
      serverRender: false,
      remoteBudgetMs: 800,
    });
    expect(loadSiteConfig({ REMOTE_RENDER_BUDGET_MS: '-5' }).remoteBudgetMs).toBe(300);
  });
});

describe('cache headers', () => {
  it('revalidates manifests, entries and HTML, and keeps hashed chunks for good', () => {
    expect(cacheControlFor('/x/mf-manifest.json')).toBe('no-cache');
    expect(cacheControlFor('/x/remoteEntry.js')).toBe('no-cache');
    expect(cacheControlFor('/x/index.html')).toBe('no-cache');
    expect(cacheControlFor('/x/main.00a21327.js')).toBe('public, max-age=31536000, immutable');
  });
});

describe('content security policy', () => {
  it('names the remote origins for scripts and allows no inline or eval script', () => {
    const csp = contentSecurityPolicy(['http://localhost:3002']);
    expect(csp).toContain("script-src 'self' http://localhost:3002");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
  });
});
