// CPU time of processes from Linux's /proc (for bench:ssr: the CPU the page server spends per request, a figure that
// holds when other work shares the cores, unlike latency). Elsewhere than Linux the figures are NaN.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

let ticksPerSecond;
function clockTicks() {
  if (ticksPerSecond === undefined) {
    try {
      ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    } catch {
      ticksPerSecond = 100;
    }
  }
  return ticksPerSecond;
}

/**
 * The fields of a /proc/<pid>/stat line that matter here: its parent and its user + system CPU time in ticks. The
 * command name (field 2) is in parentheses and may hold spaces or parentheses: the fields are read after the last ')'.
 */
export function parseStat(line) {
  const rest = line.slice(line.lastIndexOf(')') + 2).split(' ');
  // rest[0] is field 3 (state): ppid is field 4, utime 14, stime 15.
  return { ppid: Number(rest[1]), ticks: Number(rest[11]) + Number(rest[12]) };
}

/** The CPU time (ms) a process has used so far; NaN when it cannot be read. */
export function cpuMsOf(pid) {
  try {
    return (parseStat(readFileSync(`/proc/${pid}/stat`, 'utf8')).ticks * 1000) / clockTicks();
  } catch {
    return NaN;
  }
}

/** The child processes of a process whose command line contains `needle`. */
export function childrenMatching(ppid, needle) {
  let pids;
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return [];
  }
  return pids.map(Number).filter((pid) => {
    try {
      return parseStat(readFileSync(`/proc/${pid}/stat`, 'utf8')).ppid === ppid && readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(needle);
    } catch {
      return false;
    }
  });
}
