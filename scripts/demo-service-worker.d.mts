import type { Plugin } from 'vite';

/** The lines the demo build puts before MSW's worker: other requests go to the network. */
export function demoServiceWorkerPrelude(apiPath: string): string;
export function demoServiceWorkerPlugin(apiPath: string): Plugin;
