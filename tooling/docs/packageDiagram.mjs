// The package diagram in docs/architecture.md, generated from the workspaces' package.json files.
// `node tooling/docs/packageDiagram.mjs` prints it; `--write` puts it between the markers in the
// doc; `--check` exits 1 when the doc holds another diagram. A solid arrow is a runtime
// dependency (`dependencies` or `peerDependencies`); devDependencies are left out.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const docPath = path.join(repoRoot, 'docs/architecture.md');
const START = '<!-- package-diagram:start -->';
const END = '<!-- package-diagram:end -->';

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** Each workspace: its folder and its runtime dependencies on other workspaces, sorted. */
function readWorkspaces() {
  const folders = readJson(path.join(repoRoot, 'package.json')).workspaces;
  const packages = folders.map((folder) => ({
    folder,
    manifest: readJson(path.join(repoRoot, folder, 'package.json')),
  }));
  const folderOf = new Map(packages.map(({ folder, manifest }) => [manifest.name, folder]));
  return packages.map(({ folder, manifest }) => {
    const runtime = { ...manifest.dependencies, ...manifest.peerDependencies };
    const deps = Object.keys(runtime)
      .filter((name) => folderOf.has(name))
      .map((name) => folderOf.get(name))
      .sort();
    return { folder, deps };
  });
}

/**
 * The Mermaid block: one line per workspace folder, with an arrow to each workspace it depends on
 * at run time (`a --> b & c`), so the diagram stays as short as the list of workspaces.
 */
function renderDiagram(workspaces) {
  const id = (folder) => folder.replace(/[^A-Za-z0-9]/g, '_');
  const lines = ['```mermaid', 'graph LR'];
  for (const { folder, deps } of workspaces) {
    const node = `${id(folder)}[${folder}]`;
    lines.push(deps.length ? `  ${node} --> ${deps.map(id).join(' & ')}` : `  ${node}`);
  }
  lines.push('```');
  return lines.join('\n');
}

/** The doc's text with `diagram` between the markers. */
function withDiagram(doc, diagram) {
  const start = doc.indexOf(START);
  const end = doc.indexOf(END);
  if (start < 0 || end < start) throw new Error(`${docPath} lacks the ${START} … ${END} markers`);
  return `${doc.slice(0, start + START.length)}\n\n${diagram}\n\n${doc.slice(end)}`;
}

function main(args) {
  const diagram = renderDiagram(readWorkspaces());
  if (args.includes('--write') || args.includes('--check')) {
    const doc = readFileSync(docPath, 'utf8');
    const next = withDiagram(doc, diagram);
    if (args.includes('--check')) {
      if (next !== doc) {
        console.error(
          'docs/architecture.md: the package diagram is out of date; run `npm run docs:diagram`.',
        );
        process.exit(1);
      }
      return;
    }
    if (next !== doc) writeFileSync(docPath, next);
    return;
  }
  console.log(diagram);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2));
}
