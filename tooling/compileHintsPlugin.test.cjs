const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const webpack = require('webpack');
const { SourceMapConsumer } = require('source-map');
const { CompileHintsPlugin, compileHint } = require('./compileHintsPlugin.cjs');

/** A production build of an entry that starts the page with a `bootstrap` chunk and loads one later. */
async function build() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
  const write = (name, text) => fs.writeFileSync(path.join(dir, name), text);
  write('index.js', "import(/* webpackChunkName: 'bootstrap' */ './bootstrap.js');\n");
  write(
    'bootstrap.js',
    [
      'export function greet(name) {',
      "  return 'Hello ' + name + Math.random();",
      '}',
      'document.title = greet(location.hash);',
      "document.onclick = () => import(/* webpackChunkName: 'later' */ './later.js');",
    ].join('\n'),
  );
  write('later.js', "export const later = () => 'later' + Math.random();\n");
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: { main: './index.js' },
    devtool: 'source-map',
    output: { path: path.join(dir, 'dist'), filename: '[name].[contenthash:8].js' },
    plugins: [new CompileHintsPlugin({ chunkGroup: 'bootstrap' })],
  });
  const stats = await new Promise((resolve, reject) =>
    compiler.run((error, result) => (error ? reject(error) : resolve(result))),
  );
  await new Promise((resolve) => compiler.close(resolve));
  if (stats.hasErrors()) throw new Error(stats.toString('errors-only'));
  const files = fs.readdirSync(path.join(dir, 'dist'));
  const read = (prefix) => {
    const file = files.find((name) => name.startsWith(prefix) && name.endsWith('.js'));
    return {
      file,
      text: fs.readFileSync(path.join(dir, 'dist', file), 'utf8'),
      map: JSON.parse(fs.readFileSync(path.join(dir, 'dist', `${file}.map`), 'utf8')),
    };
  };
  return { dir, read };
}

describe('CompileHintsPlugin', () => {
  let built;
  beforeAll(async () => {
    built = await build();
  }, 60_000);
  afterAll(() => fs.rmSync(built.dir, { recursive: true, force: true }));

  it('puts the hint first in the entry and the start-up chunks', () => {
    expect(built.read('main.').text.startsWith(compileHint)).toBe(true);
    expect(built.read('bootstrap.').text.startsWith(compileHint)).toBe(true);
  });

  it('leaves a chunk loaded later as it was', () => {
    expect(built.read('later.').text).not.toContain('allFunctionsCalledOnLoad');
  });

  it('keeps the source map pointing at the source', async () => {
    const { text, map } = built.read('bootstrap.');
    const lines = text.split('\n');
    const line = lines.findIndex((code) => code.includes('"Hello "'));
    const column = lines[line].indexOf('"Hello "');
    const original = await SourceMapConsumer.with(map, null, (consumer) =>
      consumer.originalPositionFor({ line: line + 1, column }),
    );
    expect(original).toMatchObject({ source: expect.stringContaining('bootstrap.js'), line: 2 });
  });
});
