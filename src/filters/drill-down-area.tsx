import { CloseButton, Group, Paper, Text } from '@mantine/core';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { canFilter, filterLabel, type FilterKey, type Permissions } from '@/api/contract/permissions';
import { drillInto, filterChips, type DrillField, type FilterChip } from './drill-down';
import { filterCaption } from './filter-caption';
import { sectionHasField, type AnyFilter, type FilterSection, type SectionFilter } from './schemas';
import type { ReadySectionFilter } from './section-filter';
import classes from './drill-down-area.module.css';

interface DrillContextValue {
  /** The catalogue label of a field the user may filter on this page, else null. */
  labelOf: (field: DrillField) => string | null;
  drill: (field: DrillField, value: string) => void;
}

const DrillContext = createContext<DrillContextValue | null>(null);

/** The applied filter in words (`filterCaption`), for exports; null outside a section page. */
const FilterCaptionContext = createContext<string | null>(null);

export const useFilterCaption = (): string | null => useContext(FilterCaptionContext);

export interface Drill {
  /** Applies the value as the field's filter (a URL navigation: Back undoes it). */
  apply: (value: string) => void;
  /** 'Account status': names the legend's filter buttons. */
  label: string;
}

/**
 * What a chart standing for `field` may do: undefined outside a section page, on a page
 * without that field, or for a user without that filter (the chart then just toggles).
 */
export function useDrill(field: DrillField | undefined): Drill | undefined {
  const context = useContext(DrillContext);
  return useMemo(() => {
    const label = field && context ? context.labelOf(field) : null;
    if (!field || !context || label === null) return undefined;
    return { apply: (value: string) => context.drill(field, value), label };
  }, [context, field]);
}

/**
 * The active-filter chip row above a section's panels, and the drill-down context its
 * charts read. Every section page wraps its panels in it.
 */
export function DrillDownArea<S extends FilterSection>({
  filter,
  permissions,
  children,
}: {
  filter: ReadySectionFilter<S>;
  permissions: Permissions | null | undefined;
  children: ReactNode;
}) {
  const { section, applied, apply } = filter;
  const labelOf = useCallback(
    (field: DrillField) =>
      sectionHasField(section, field) && canFilter(permissions, section, field as FilterKey<typeof section>)
        ? filterLabel(section, field as FilterKey<typeof section>)
        : null,
    [permissions, section],
  );
  // The charts read a context that stays the same across filter changes: a period flip
  // must not re-render every chart a second time for a new drill callback (it cost the
  // Sales flip ~160 ms). The callback reads the filter applied when it is called.
  const latest = useRef({ applied, apply });
  useEffect(() => {
    latest.current = { applied, apply };
  });
  const drill = useCallback((field: DrillField, value: string) => {
    const next = drillInto(latest.current.applied as AnyFilter, field, value);
    if (next) latest.current.apply(next as SectionFilter<S>);
  }, []);
  const context = useMemo(() => ({ labelOf, drill }), [labelOf, drill]);
  const chips = useMemo(
    () => filterChips(section, applied as AnyFilter, filter.defaults as AnyFilter),
    [section, applied, filter.defaults],
  );
  const caption = useMemo(
    () => filterCaption(section, applied as AnyFilter, filter.defaults as AnyFilter),
    [section, applied, filter.defaults],
  );
  return (
    <DrillContext.Provider value={context}>
      <FilterCaptionContext value={caption}>
        <FilterChipRow chips={chips} onRemove={(chip) => apply(chip.without as SectionFilter<S>)} />
        {children}
      </FilterCaptionContext>
    </DrillContext.Provider>
  );
}

function FilterChipRow({ chips, onRemove }: { chips: FilterChip[]; onRemove: (chip: FilterChip) => void }) {
  if (chips.length === 0) return null;
  return (
    <Group component="ul" gap="xs" className={classes.row} aria-label="Active filters" data-filter-chips>
      {chips.map((chip) => (
        <Paper component="li" key={chip.id} withBorder radius="xl" className={classes.chip}>
          <Text component="span" size="sm" className={classes.text}>
            {chip.text}
          </Text>
          <CloseButton
            size="sm"
            radius="xl"
            aria-label={`Remove filter ${chip.text}`}
            title={`Remove filter ${chip.text}`}
            onClick={() => onRemove(chip)}
          />
        </Paper>
      ))}
    </Group>
  );
}
