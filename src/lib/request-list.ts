/**
 * List request parameters are comma-joined (SPEC.md section 7). A comma inside an item is
 * written '%2C' so it survives the split; '%' itself is written '%25' first, so an item
 * that literally contains '%2C' is not mistaken for a comma. The demo API reads lists
 * with `splitList`, the exact inverse.
 */
export const joinList = (items: readonly string[]): string =>
  items.map((item) => item.replaceAll('%', '%25').replaceAll(',', '%2C')).join(',');

export const splitList = (value: string | null | undefined): string[] =>
  value
    ? value
        .split(',')
        .filter((item) => item.length > 0)
        .map((item) => item.replace(/%2C/gi, ',').replace(/%25/g, '%'))
    : [];
