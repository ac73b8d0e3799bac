import { readdirSync, readFileSync } from 'node:fs';

const pageKb = 4;

function parentOf(pid: number): number | null {
  try {
    // The command name may contain spaces and parentheses; fields after the last ')' are fixed.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const rest = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(rest[1]);
  } catch {
    return null;
  }
}

function rssBytes(pid: number): number {
  try {
    const statm = readFileSync(`/proc/${pid}/statm`, 'utf8').split(' ');
    return Number(statm[1]) * pageKb * 1024;
  } catch {
    return 0;
  }
}

/** The pid and all its descendants, read from /proc. */
export function processTree(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const name of readdirSync('/proc')) {
    const pid = Number(name);
    if (!Number.isInteger(pid)) continue;
    const parent = parentOf(pid);
    if (parent === null) continue;
    children.set(parent, [...(children.get(parent) ?? []), pid]);
  }
  const tree: number[] = [];
  const stack = [root];
  while (stack.length > 0 && tree.length < 10_000) {
    const pid = stack.pop() as number;
    tree.push(pid);
    stack.push(...(children.get(pid) ?? []));
  }
  return tree;
}

/** Resident memory of a process and its children together, in bytes. */
export function processTreeRss(root: number): number {
  return processTree(root).reduce((sum, pid) => sum + rssBytes(pid), 0);
}
