// Adds lock entries for optional platform binaries that the registry this project installs from does not
// serve, so `npm ci` accepts the lock on a clean clone (decision 001, addendum). Run after `npm install`
// when `npm ci` reports "Missing: <package>@ from lock file".
import fs from 'node:fs';

const lockPath = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(fs.readFileSync(lockPath, 'utf8'));
const packages = lock.packages;

const OS = ['android', 'darwin', 'freebsd', 'linux', 'win32', 'openharmony', 'openbsd', 'netbsd', 'sunos', 'aix'];
const CPU = [
  ['arm64', 'arm64'],
  ['x64', 'x64'],
  ['ia32', 'ia32'],
  ['loong64', 'loong64'],
  ['ppc64', 'ppc64'],
  ['riscv64', 'riscv64'],
  ['s390x', 's390x'],
  ['arm-', 'arm'],
  ['armv7', 'arm'],
  ['wasm32', 'wasm32'],
];

function platformOf(name) {
  const base = name.split('/').pop();
  const os = OS.find((candidate) => base.includes(candidate));
  const cpu = CPU.find(([marker]) => base.includes(marker))?.[1];
  return os && cpu ? { os, cpu } : null;
}

let added = 0;
for (const [location, entry] of Object.entries(packages)) {
  for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
    const prefix = location === '' ? '' : `${location}/`;
    const candidates = [`${prefix}node_modules/${name}`, `node_modules/${name}`];
    if (candidates.some((key) => packages[key])) continue;
    const platform = platformOf(name);
    if (!platform) continue;
    const version = range.replace(/^[\^~=]/, '');
    packages[`node_modules/${name}`] = {
      version,
      cpu: [platform.cpu],
      license: 'MIT',
      optional: true,
      os: [platform.os],
    };
    added++;
  }
}
const sorted = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
lock.packages = sorted;
fs.writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`added ${added} optional platform entries`);
