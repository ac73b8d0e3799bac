/** @jest-environment jsdom */
import { isRecord, jsonForScript, readDataBlock } from './dataBlock';

describe('data blocks', () => {
  afterEach(() => document.body.replaceChildren());

  const block = (id: string, text: string) => {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = id;
    script.textContent = text;
    document.body.append(script);
  };

  it('reads back what the server wrote, even text that would end the script', () => {
    const value = { title: '</script><script>alert(1)</script>', n: 1 };
    const written = jsonForScript(value);
    expect(written).not.toContain('<');
    block('state', written);
    expect(readDataBlock('state')).toEqual(value);
  });

  it('gives undefined for a missing, empty or broken block', () => {
    block('empty', '');
    block('broken', '{"a":');
    expect(readDataBlock('missing')).toBeUndefined();
    expect(readDataBlock('empty')).toBeUndefined();
    expect(readDataBlock('broken')).toBeUndefined();
  });

  it('takes only plain objects as records', () => {
    expect(isRecord({ a: 1 })).toBe(true);
    expect([null, [], 'text', 3].some(isRecord)).toBe(false);
  });
});
