import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock } from './data-dir-lock';

describe('acquireDataDirLock', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'lock-test-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('writes the pid and removes it on release', () => {
    const dir = tempDir();
    const release = acquireDataDirLock(dir);
    expect(readFileSync(join(dir, 'server.pid'), 'utf8').trim()).toBe(String(process.pid));
    release();
    expect(existsSync(join(dir, 'server.pid'))).toBe(false);
  });

  it('refuses while another live process holds the directory', async () => {
    const dir = tempDir();
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      writeFileSync(join(dir, 'server.pid'), `${other.pid}\n`);
      expect(() => acquireDataDirLock(dir)).toThrow(
        /Another server \(pid \d+\) is using the embedded database/,
      );
    } finally {
      other.kill();
    }
  });

  it('takes over a lock left by a process that is gone', async () => {
    const dir = tempDir();
    const gone = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => gone.on('exit', resolve));
    writeFileSync(join(dir, 'server.pid'), `${gone.pid}\n`);
    const release = acquireDataDirLock(dir);
    expect(readFileSync(join(dir, 'server.pid'), 'utf8').trim()).toBe(String(process.pid));
    release();
  });
});
