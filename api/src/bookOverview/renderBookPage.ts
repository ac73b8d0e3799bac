export interface BookPageRow {
  book_name: string;
  intern_code: string;
  lesson_no: number;
  sequence_name: string;
  str_code: string;
  question: string;
  answer: string;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

/** A self-contained printable page: one table of words per lesson. */
export function renderBookPage(rows: BookPageRow[]): string {
  const first = rows[0] as BookPageRow;
  const lessons = new Map<string, BookPageRow[]>();
  for (const row of rows) lessons.set(row.str_code, [...(lessons.get(row.str_code) ?? []), row]);
  const sections = [...lessons.values()]
    .map((words) => {
      const lesson = words[0] as BookPageRow;
      const items = words
        .map((w) => `<tr><td>${escapeHtml(w.question)}</td><td>${escapeHtml(w.answer)}</td></tr>`)
        .join('');
      return `<section><h2>${lesson.lesson_no}. ${escapeHtml(lesson.sequence_name)} <small>${escapeHtml(lesson.str_code)}</small></h2><table>${items}</table></section>`;
    })
    .join('');
  return `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(first.book_name)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:46rem;margin:2rem auto;padding:0 1rem}table{border-collapse:collapse;width:100%}td{border-bottom:1px solid #ddd;padding:.3rem .5rem}small{color:#777;font-weight:normal}</style>
</head><body><h1>${escapeHtml(first.book_name)}</h1><p>${escapeHtml(first.intern_code)}</p>${sections}</body></html>`;
}
