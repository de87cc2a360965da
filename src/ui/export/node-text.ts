import { isValidElement, type ReactNode } from 'react';

/**
 * The text a React node shows, for a CSV cell or a file name: strings and numbers as they
 * are, lists joined, an element's children (an account link's name, a formatted amount in
 * a span). Text an element draws from other props is not seen: a column passes `csv` then.
 */
export function nodeText(node: ReactNode): string {
  if (node === null || node === undefined || typeof node === 'boolean') return '';
  if (typeof node === 'string') return node;
  if (typeof node === 'number' || typeof node === 'bigint') return String(node);
  if (Array.isArray(node)) return node.map((child: ReactNode) => nodeText(child)).join('');
  if (isValidElement<{ children?: ReactNode }>(node)) return nodeText(node.props.children);
  return '';
}
