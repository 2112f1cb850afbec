import fs from 'node:fs';

export type TreeProcess = { pid: number; name: string; rssMb: number; pssMb: number };

const read = (file: string) => {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return '';
  }
};
const kb = (text: string, field: string) => Number(new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(text)?.[1] ?? 0);

/** Every process below `rootPid` (not itself), as /proc has them now. */
function descendants(rootPid: number): number[] {
  const parents = new Map<number, number[]>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    // The name in (…) may hold spaces and parentheses: the parent pid is the second field after the last ')'.
    const stat = read(`/proc/${entry}/stat`);
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    parents.set(ppid, [...(parents.get(ppid) ?? []), Number(entry)]);
  }
  const found: number[] = [];
  const walk = (pid: number) => {
    for (const child of parents.get(pid) ?? []) {
      found.push(child);
      walk(child);
    }
  };
  walk(rootPid);
  return found;
}

/** Resident (RSS) and proportional (PSS: shared pages split among their users) memory of one process. */
export function processMemory(pid: number): TreeProcess {
  const name = read(`/proc/${pid}/comm`).trim();
  return {
    pid,
    name,
    rssMb: kb(read(`/proc/${pid}/status`), 'VmRSS') / 1024,
    pssMb: kb(read(`/proc/${pid}/smaps_rollup`), 'Pss') / 1024,
  };
}

/**
 * What `npm start` leaves running: npm itself (`rootPid`, the command the user typed) and every process below it,
 * the app. The figure the targets are about is the app's node processes, RSS added up (a page shared by two
 * processes counts twice, as a user adding up `ps` would count it); PSS is the machine's real share.
 */
export function treeMemory(rootPid: number) {
  const app = descendants(rootPid).map(processMemory);
  const node = app.filter((p) => p.name === 'node' || p.name.startsWith('node'));
  const sum = (list: TreeProcess[], key: 'rssMb' | 'pssMb') => Math.round(list.reduce((t, p) => t + p[key], 0));
  return {
    npm: processMemory(rootPid),
    app,
    nodeProcesses: node.length,
    appRssMb: sum(node, 'rssMb'),
    appPssMb: sum(node, 'pssMb'),
    allProcesses: app.length,
  };
}
