const HtmlWebpackPlugin = require('html-webpack-plugin');

/**
 * The chunks a page's start-up loads: those of the chunk group the entry's `import()`s name
 * (`webpackChunkName`), and those the host's own providers load for the shared modules that group
 * consumes (the federation runtime asks for them at the same moment). Each with the key webpack's
 * loader marks its script elements with (`data-webpack`): `<uniqueName>:chunk-<id>`.
 */
function startupChunks(compilation, groupName) {
  const group = compilation.namedChunkGroups.get(groupName);
  if (!group) throw new Error(`No chunk group is named "${groupName}".`);
  const { chunkGraph } = compilation;
  const chunks = new Set(group.chunks);
  const consumed = new Set();
  for (const chunk of group.chunks) {
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.type === 'consume-shared-module') consumed.add(module.options.shareKey);
    }
  }
  // A provider's share key is its `_name`: @module-federation/enhanced's ProvideSharedModule has
  // no public getter for it. Were it renamed, no chunk would be listed and webpack would add its
  // own script elements again (slower, not broken).
  for (const module of compilation.modules) {
    if (module.type !== 'provide-module' || !consumed.has(module._name)) continue;
    for (const block of module.blocks) {
      chunkGraph.getBlockChunkGroup(block)?.chunks.forEach((provider) => chunks.add(provider));
    }
  }
  const prefix = `${compilation.outputOptions.uniqueName}:`;
  return [...chunks].flatMap((chunk) => {
    const file = [...chunk.files].find((name) => name.endsWith('.js'));
    return file ? [{ key: `${prefix}chunk-${chunk.id}`, file }] : [];
  });
}

/**
 * Lists the host's start-up chunks in its `index.html`, after the entry, as deferred scripts that
 * webpack's own loader takes for its own (it looks for an element with its `data-webpack` key
 * before it adds one). They download beside the entry instead of after it, and the task that
 * starts the page no longer adds a script element for each: on a phone-class CPU at 1× that task
 * spent 20–33 ms in `appendChild` for seven chunks. Deferred scripts run in order, the entry
 * first; a chunk's script only registers its modules and runs none of them.
 */
class StartupChunksPlugin {
  constructor({ chunkGroup }) {
    this.chunkGroup = chunkGroup;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap(StartupChunksPlugin.name, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTags.tap(
        StartupChunksPlugin.name,
        (data) => {
          const tags = startupChunks(compilation, this.chunkGroup).map(({ key, file }) =>
            HtmlWebpackPlugin.createHtmlTagObject('script', {
              defer: true,
              src: data.publicPath + file,
              'data-webpack': key,
            }),
          );
          data.assetTags.scripts.push(...tags);
          return data;
        },
      );
    });
  }
}

module.exports = { StartupChunksPlugin, startupChunks };
