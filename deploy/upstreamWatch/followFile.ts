import { closeSync, openSync, readSync, statSync } from 'node:fs';

/**
 * The lines added to a log file since the last `read`, as `tail -F` follows it: from its end when
 * first read, from the start again once it was rotated (another file under the name) or truncated.
 * A line still being written waits for its newline. A file that is not there yet gives nothing.
 */
export function followFile(file: string, maxBacklogBytes = 64 << 20) {
  let position: number | null = null;
  let inode = -1;
  let partial = '';

  const readFrom = (start: number, size: number) => {
    const bytes = Buffer.alloc(size - start);
    const fd = openSync(file, 'r');
    let length = 0;
    try {
      while (length < bytes.length) {
        const read = readSync(fd, bytes, length, bytes.length - length, start + length);
        if (read === 0) break;
        length += read;
      }
    } finally {
      closeSync(fd);
    }
    return bytes.toString('utf8', 0, length);
  };

  return {
    read(): string[] {
      let stat;
      try {
        stat = statSync(file);
      } catch {
        return [];
      }
      if (position === null) {
        [position, inode] = [stat.size, stat.ino];
        return [];
      }
      if (stat.ino !== inode || stat.size < position)
        [position, inode, partial] = [0, stat.ino, ''];
      if (stat.size === position) return [];
      // Far behind (the watch was paused): what is that old no longer says how processes answer now.
      if (stat.size - position > maxBacklogBytes) [position, partial] = [stat.size, ''];
      const lines = (partial + readFrom(position, stat.size)).split('\n');
      position = stat.size;
      partial = lines.pop() ?? '';
      return lines;
    },
  };
}
