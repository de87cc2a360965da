export declare const SECTIONS: readonly {
  id: string;
  path: string;
  routeFile: string;
  budgetKB: number;
  flip: { kind: 'shortcut' | 'buttons'; a: string; b: string } | null;
}[];
