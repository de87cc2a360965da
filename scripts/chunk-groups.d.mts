import type { Rolldown } from 'vite';

type Groups = NonNullable<Exclude<NonNullable<Rolldown.OutputOptions['codeSplitting']>, boolean>['groups']>;

/** `build.rolldownOptions.output.codeSplitting.groups` for the first load (scripts/chunk-groups.mjs). */
export function firstLoadChunkGroups(): Groups;
