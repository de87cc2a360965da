import type { Plugin } from 'vite';

interface ChunkLike {
  type: 'chunk' | 'asset';
  fileName: string;
  facadeModuleId?: string | null;
  imports?: string[];
}

/** The demo API's page chunk and its static imports the entry does not preload already. */
export function demoApiPreloads(bundle: Record<string, ChunkLike>, entry: { fileName: string }): string[];
export function demoPreloadPlugin(): Plugin;
