import { pageVariantOf } from './pageVariant';

describe('pageVariantOf', () => {
  it('is the same for requests the render reads the same, and differs where it reads them apart', async () => {
    const german = await pageVariantOf({ url: '/', acceptLanguage: 'de-AT, en;q=0.5' });
    expect(await pageVariantOf({ url: '/', acceptLanguage: 'de' })).toBe(german);
    expect(await pageVariantOf({ url: '/', cookie: 'language=de' })).not.toBe(german);
    expect(await pageVariantOf({ url: '/', acceptLanguage: 'en' })).not.toBe(german);
    expect(await pageVariantOf({ url: '/?lang=es' })).toBe(
      await pageVariantOf({ url: '/', acceptLanguage: 'es' }),
    );
    const pair = await pageVariantOf({ url: '/', cookie: 'btb_pair=DE_EN' });
    expect(pair).not.toBe(await pageVariantOf({ url: '/', cookie: 'btb_pair=ES_EN' }));
    expect(await pageVariantOf({ url: '/', cookie: 'privacy_consent=declined' })).not.toBe(
      await pageVariantOf({ url: '/' }),
    );
    // A cookie the render does not read (the visitor's counter id) is the same page.
    expect(await pageVariantOf({ url: '/', cookie: 'btb_client=abc.def' })).toBe(
      await pageVariantOf({ url: '/' }),
    );
  });

  it("is none for a page that is the visitor's own: a login or remote overrides", async () => {
    expect(await pageVariantOf({ url: '/', cookie: 'a=1; btb_session=xyz' })).toBeNull();
    expect(await pageVariantOf({ url: '/', cookie: 'btb_remote_overrides=mf_search' })).toBeNull();
  });
});
