import { loadSanitizer } from './sanitizeHtml';

describe('sanitizeHtml', () => {
  it('keeps ordinary markup', async () => {
    const sanitizeHtml = await loadSanitizer();
    const html = '<p>Every song has <strong>eight words</strong>, e.g. <code>DE_EN_A1</code>.</p>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('strips scripts, event handlers and javascript: links', async () => {
    const sanitizeHtml = await loadSanitizer();
    const clean = sanitizeHtml(
      '<p>Hi<script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">x</a></p>',
    );
    expect(clean).not.toMatch(/script|onerror|javascript:|alert/i);
    expect(clean).toContain('<img src="x">');
  });

  it('drops inline styles and forms', async () => {
    const sanitizeHtml = await loadSanitizer();
    expect(sanitizeHtml('<p style="position:fixed">a</p><form><input></form>')).toBe('<p>a</p>');
  });

  it('treats a missing answer as empty', async () => {
    const sanitizeHtml = await loadSanitizer();
    expect(sanitizeHtml(undefined)).toBe('');
  });
});
