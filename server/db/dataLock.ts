import fs from 'node:fs';
import path from 'node:path';

/** File in the data folder that marks it as in use by one server process. */
export const lockFileName = 'platform.lock';

interface LockOwner {
  pid: number;
  /** Start time of the process from /proc (clock ticks since boot), to tell a reused pid apart. */
  started: string | null;
}

/** Start time of a process from /proc/<pid>/stat, or null where /proc is not available. */
function processStartTime(pid: number): string | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 22 (starttime); the command name (field 2) may hold spaces, so count after its ')'.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function isAlive(owner: LockOwner): boolean {
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return false;
  }
  // The pid exists; it is the same process only if it started when the lock was taken.
  const started = processStartTime(owner.pid);
  return owner.started === null || started === null || started === owner.started;
}

function readOwner(file: string): LockOwner | null {
  try {
    const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<LockOwner>;
    return typeof parsed.pid === 'number'
      ? { pid: parsed.pid, started: parsed.started ?? null }
      : null;
  } catch {
    return null;
  }
}

/**
 * Takes the data folder's lock for this process, or throws if a live server holds it.
 * A lock left by a process that no longer runs (killed, crashed) is stale and taken over.
 * Returns the function that releases it.
 */
export function acquireDataLock(dataDir: string): () => void {
  const file = path.join(dataDir, lockFileName);
  const me: LockOwner = { pid: process.pid, started: processStartTime(process.pid) };
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      // 'wx' creates the file only if it does not exist: two starting servers cannot both win.
      fs.writeFileSync(file, JSON.stringify(me), { flag: 'wx' });
      let released = false;
      return () => {
        if (released) return;
        released = true;
        if (readOwner(file)?.pid === me.pid) fs.rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = readOwner(file);
    if (owner && isAlive(owner)) {
      throw new Error(
        `数据目录 ${dataDir} 已被另一个服务器进程（pid ${owner.pid}）使用；请先停止它，或设置其他 DATA_DIR`,
      );
    }
    // Stale (or half-written) lock: remove it and try again.
    fs.rmSync(file, { force: true });
  }
  throw new Error(`无法获取数据目录锁：${file}`);
}
