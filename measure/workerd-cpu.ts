/**
 * The CPU time so far of every workerd process started under this one, read from outside: inside a
 * Worker the clock stands still while it computes. From each thread's schedstat (nanoseconds), not
 * /proc's stat (ticks of 10 ms), so that one request can be timed.
 */
import { readdirSync, readFileSync } from 'node:fs';

export function workerdCpuMs(): number {
  const parents = new Map<number, number>();
  const names = new Map<number, string>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const close = stat.lastIndexOf(')');
      const pid = Number(entry);
      names.set(pid, stat.slice(stat.indexOf('(') + 1, close));
      parents.set(pid, Number(stat.slice(close + 2).split(' ')[1]));
    } catch {
      // A process that ended while being read.
    }
  }
  const descends = (pid: number): boolean => {
    for (let parent = parents.get(pid); parent; parent = parents.get(parent))
      if (parent === process.pid) return true;
    return false;
  };
  let nanoseconds = 0;
  for (const [pid, name] of names) {
    if (!name.startsWith('workerd') || !descends(pid)) continue;
    try {
      for (const thread of readdirSync(`/proc/${pid}/task`))
        nanoseconds += Number(readFileSync(`/proc/${pid}/task/${thread}/schedstat`, 'utf8').split(' ')[0]);
    } catch {
      // Ended while being read.
    }
  }
  return nanoseconds / 1e6;
}
