import type { BuildOptions } from 'esbuild';

export function serverBundleOptions(root: string, outdir: string): BuildOptions;
