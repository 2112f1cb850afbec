import fs from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

// package.json `engines` tells the truth (docs/decisions/044): every Node it admits is admitted by every package the
// lockfile installs on this platform, so `npm ci` warns about no engine on any of them, and CI's two lines are in it.

type LockedPackage = { version?: string; engines?: { node?: string }; os?: string[]; cpu?: string[] };
const read = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
const ours = (read('package.json') as { engines: { node: string } }).engines.node;
const locked = Object.entries((read('package-lock.json') as { packages: Record<string, LockedPackage> }).packages);

/** npm's own rule for os/cpu lists: names allowed, or every name but the `!`-negated ones. */
const admits = (list: string[] | undefined, value: string) =>
  !list || (list.some((entry) => !entry.startsWith('!')) ? list.includes(value) : !list.includes(`!${value}`));

describe('the Node versions the product supports', () => {
  it('are the oldest maintained line and the active LTS, at least', () => {
    expect(['20.19.0', '24.0.0'].every((version) => semver.satisfies(version, ours))).toBe(true);
  });

  it('are supported by every installed dependency', () => {
    const narrower = locked
      .filter(([where, pkg]) => where !== '' && pkg.engines?.node)
      .filter(([, pkg]) => admits(pkg.os, process.platform) && admits(pkg.cpu, process.arch))
      .filter(([, pkg]) => !semver.subset(ours, pkg.engines!.node!))
      .map(([where, pkg]) => `${where.replace(/^.*node_modules\//, '')}@${pkg.version} wants ${pkg.engines!.node}`);
    expect(narrower).toEqual([]);
  });
});
