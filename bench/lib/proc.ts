import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/**
 * Reads another process's CPU time and memory from /proc, so the measured servers carry no
 * measuring code of their own (the same numbers for our gateway and the baseline).
 */

let ticksPerSecond: number | undefined;
function clockTicks(): number {
  if (ticksPerSecond === undefined) {
    try {
      ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    } catch {
      ticksPerSecond = 100; // USER_HZ on every mainstream Linux build
    }
  }
  return ticksPerSecond;
}

/** User + system CPU time of the whole process (all its threads, GC included), in µs. */
export function cpuMicros(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name, which may itself contain spaces and parentheses.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const utime = Number(fields[11]); // field 14 of proc(5)
  const stime = Number(fields[12]); // field 15
  return ((utime + stime) * 1_000_000) / clockTicks();
}

function statusKb(pid: number, key: 'VmHWM' | 'VmRSS'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status);
  if (!match) throw new Error(`no ${key} in /proc/${pid}/status`);
  return Number(match[1]);
}

/** Peak resident set size since the process started (the kernel's high-water mark), in MB. */
export function peakRssMb(pid: number): number {
  return statusKb(pid, 'VmHWM') / 1024;
}

/** Current resident set size, in MB. */
export function rssMb(pid: number): number {
  return statusKb(pid, 'VmRSS') / 1024;
}
