import { Table, type TableProps } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '@/test/render';
import { PlainTable, PlainTd, PlainTh, PlainTr } from './plain-table';

/**
 * The body's markup, each element as its tag, its attributes in name order and its own text:
 * the plain parts must give exactly what Mantine's parts give (attribute order aside).
 */
const bodyHtml = (container: HTMLElement) =>
  [...container.querySelectorAll('tbody *')].map((element) => {
    const attributes = [...element.attributes].map((a) => `${a.name}="${a.value}"`).sort();
    const text = [...element.childNodes]
      .filter((n) => n.nodeType === Node.TEXT_NODE)
      .map((n) => n.textContent);
    return `<${element.tagName.toLowerCase()} ${attributes.join(' ')}>${text.join('')}`;
  });

const LOOKS: TableProps[] = [
  {},
  { striped: true, highlightOnHover: true },
  { striped: 'even', withColumnBorders: true, withRowBorders: false },
];

describe('PlainTable rows and cells', () => {
  it.each(LOOKS)('render the markup of Table.Tr, Table.Th and Table.Td (%o)', (look) => {
    const mantine = renderWithTheme(
      <Table {...look}>
        <Table.Tbody>
          <Table.Tr data-rep="Ann">
            <Table.Th scope="row" className="rep">
              Ann
            </Table.Th>
            <Table.Td className="number" ta="right">
              12
            </Table.Td>
            <Table.Td>3</Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>,
    );
    const plain = renderWithTheme(
      <PlainTable {...look}>
        <Table.Tbody>
          <PlainTr data-rep="Ann">
            <PlainTh scope="row" className="rep">
              Ann
            </PlainTh>
            <PlainTd className="number" align="right">
              12
            </PlainTd>
            <PlainTd>3</PlainTd>
          </PlainTr>
        </Table.Tbody>
      </PlainTable>,
    );
    expect(bodyHtml(plain.container)).toEqual(bodyHtml(mantine.container));
    expect(bodyHtml(plain.container)).toHaveLength(4);
  });
});
