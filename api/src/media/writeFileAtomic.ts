import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';

/**
 * Write then rename, so a reader (or a second process) never sees a half-written file. A write
 * that fails (a full disk) leaves nothing behind: what it wrote would keep the disk full.
 */
export async function writeFileAtomic(file: string, data: string | Buffer): Promise<void> {
  const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await fs.writeFile(temporary, data);
    await fs.rename(temporary, file);
  } catch (error) {
    await fs.rm(temporary, { force: true });
    throw error;
  }
}

export async function exists(file: string): Promise<boolean> {
  try {
    await fs.access(file);
    return true;
  } catch {
    return false;
  }
}
