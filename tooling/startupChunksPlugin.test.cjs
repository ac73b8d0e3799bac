const { startupChunks } = require('./startupChunksPlugin.cjs');

const chunk = (id, files, modules = []) => ({ id, files: new Set(files), modules });
const consume = (shareKey) => ({ type: 'consume-shared-module', options: { shareKey } });
const provide = (name, chunks) => ({ type: 'provide-module', _name: name, blocks: [{ chunks }] });

function compilation({ group, modules }) {
  return {
    outputOptions: { uniqueName: 'shell' },
    namedChunkGroups: new Map(group ? [['bootstrap', { chunks: group }]] : []),
    modules,
    chunkGraph: {
      getChunkModulesIterable: (c) => c.modules,
      getBlockChunkGroup: (block) => ({ chunks: block.chunks }),
    },
  };
}

describe('startupChunks', () => {
  const libraries = chunk(1068, ['libraries.3c.js', 'libraries.3c.js.map']);
  const store = chunk(5770, ['5770.9c.js']);
  const review = chunk(4250, ['4250.52.js']);
  const bootstrap = chunk(
    7547,
    ['bootstrap.07.js'],
    [consume('react'), consume('@btb/shared-store')],
  );
  const modules = [
    provide('react', [libraries]),
    provide('@btb/shared-store', [store]),
    provide('@btb/shared-review', [review]),
  ];

  it("lists the group's chunks and those of the shared modules it consumes, with webpack's keys", () => {
    expect(startupChunks(compilation({ group: [bootstrap], modules }), 'bootstrap')).toEqual([
      { key: 'shell:chunk-7547', file: 'bootstrap.07.js' },
      { key: 'shell:chunk-1068', file: 'libraries.3c.js' },
      { key: 'shell:chunk-5770', file: '5770.9c.js' },
    ]);
  });

  it('lists a chunk once, though several shared modules come from it', () => {
    const both = chunk(2, ['2.js'], [consume('react'), consume('react-dom')]);
    const listed = startupChunks(
      compilation({
        group: [both],
        modules: [provide('react', [libraries]), provide('react-dom', [libraries])],
      }),
      'bootstrap',
    );
    expect(listed.map(({ file }) => file)).toEqual(['2.js', 'libraries.3c.js']);
  });

  it('names a group that does not exist', () => {
    expect(() => startupChunks(compilation({ modules }), 'bootstrap')).toThrow(
      'No chunk group is named "bootstrap".',
    );
  });
});
