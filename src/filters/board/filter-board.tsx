import { Alert, Button, Divider, Group, Paper, Select, Skeleton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { memo, useId, useState, type FormEvent, type ReactNode } from 'react';
import type { Permissions } from '@/api/contract/permissions';
import type { RequestParams } from '@/api/contract/request-params';
import type { DateLimits, DateRange } from '../date-rules';
import { deepEqual } from '../equal';
import { choicesFor, type FilterOptions } from '../options';
import type { AnyFilter, FilterSection, SectionFilter } from '../schemas';
import type { ReadySectionFilter, SectionFilterState } from '../section-filter';
import { boardLayout, controlKind, controlLabel, maxPillsFor, type BoardKey } from './board-fields';
import {
  ComparisonControl,
  DateRangeControls,
  ListControl,
  NoActivityControl,
  SingleControl,
  TextControl,
  ZipCodeControl,
} from './controls';
import classes from './filter-board.module.css';
import type { Comparison } from '../use-comparison';
import { CompareControl } from './compare-control';
import { PeriodShortcutMenu } from './period-shortcut-menu';
import { useFilterForm, type FilterForm } from './use-filter-form';

export interface FilterBoardProps<S extends FilterSection> {
  /** `useSectionFilter(section)`; the board shows a skeleton or an error until it is ready. */
  filter: SectionFilterState<S>;
  /** The session's permissions (`usePermissions()`); each control needs its Filters key. */
  permissions: Permissions | null | undefined;
  /**
   * Called when a period shortcut is hovered or focused, with the params that shortcut
   * would apply: prefetch the page's panel queries with them (free while fresh).
   */
  onPrefetch?: (params: RequestParams, filter: SectionFilter<S>) => void;
  /** Extra buttons beside Apply/Revert/Default (the schedule's Prev/Next Week). */
  actions?: ReactNode;
  /** Pages with summary cards: shows 'Compare with' after the period controls. */
  comparison?: Pick<Comparison, 'mode' | 'setMode'>;
}

/**
 * A section's filter form (SPEC.md sections 2, 4 and 5). Editing changes only the form;
 * Apply (or a period shortcut) normalises it and navigates to its URL, which is the
 * applied filter every panel reads.
 */
export function FilterBoard<S extends FilterSection>({ filter, ...rest }: FilterBoardProps<S>) {
  if (filter.status === 'loading') return <FilterBoardSkeleton />;
  if (filter.status === 'error')
    return (
      <Alert color="red" title="The filters could not be loaded." role="alert">
        <Button variant="light" color="red" size="xs" mt="xs" onClick={filter.retry}>
          Retry
        </Button>
      </Alert>
    );
  return <ReadyFilterBoard filter={filter} {...rest} />;
}

function FilterBoardSkeleton() {
  return (
    <Paper withBorder p="md" role="status" aria-busy="true" aria-label="Loading filters">
      <div className={classes.grid}>
        {Array.from({ length: 8 }, (_, i) => (
          <Skeleton key={i} height={58} />
        ))}
      </div>
    </Paper>
  );
}

function ReadyFilterBoard<S extends FilterSection>({
  filter,
  permissions,
  onPrefetch,
  actions,
  comparison,
}: Omit<FilterBoardProps<S>, 'filter'> & { filter: ReadySectionFilter<S> }) {
  const form = useFilterForm(filter);
  const layout = boardLayout(filter.section, permissions);
  // SPEC.md section 9's 640 px breakpoint (theme 'sm').
  const compact = useMediaQuery('(max-width: 40em)', false, { getInitialValueInEffect: false });
  const [expanded, setExpanded] = useState(false);
  const moreId = useId();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (form.changed) form.submit();
  };

  const values = form.values;
  const renderControlOf = (key: BoardKey) =>
    key === 'periodShortcut' ? (
      <PeriodControl filter={filter} form={form} onPrefetch={onPrefetch} />
    ) : (
      <BoardControl
        controlKey={key}
        value={key === 'dates' ? undefined : values[key]}
        brand={values.brand}
        startDate={key === 'dates' ? values.startDate : undefined}
        endDate={key === 'dates' ? values.endDate : undefined}
        limits={key === 'dates' ? filter.dateLimits(values.brand) : undefined}
        section={filter.section}
        options={filter.options}
        set={form.set}
        setBrand={form.setBrand}
      />
    );
  // Each control is wrapped in a layout-neutral box carrying its catalogue filter key, which
  // the e2e roles check compares with the user's grant (a data attribute, not in the a11y tree).
  const renderControl = (key: BoardKey) => (
    <div key={key} className={classes.control} data-permission={`${filter.section}.${key}`}>
      {renderControlOf(key)}
    </div>
  );

  const primary = layout.main.filter((key) => PRIMARY_KEYS.has(key));
  const secondary = layout.main.filter((key) => !PRIMARY_KEYS.has(key));
  const hidden = compact && !expanded;
  const activeHidden = [...secondary, ...layout.admin].filter(
    (key) =>
      key !== 'dates' &&
      key !== 'periodShortcut' &&
      !deepEqual(values[key], (filter.defaults as AnyFilter)[key]),
  ).length;

  return (
    <Paper component="form" withBorder p="md" onSubmit={onSubmit} aria-label="Filters" noValidate>
      <div className={classes.grid} data-row="main">
        {primary.map(renderControl)}
        {comparison ? <CompareControl mode={comparison.mode} onChange={comparison.setMode} /> : null}
        {!compact && secondary.map(renderControl)}
      </div>
      {compact && (secondary.length > 0 || layout.admin.length > 0) && (
        <Button
          variant="subtle"
          size="compact-sm"
          mt="sm"
          onClick={() => setExpanded((open) => !open)}
          aria-expanded={expanded}
          aria-controls={moreId}
        >
          {expanded ? 'Fewer filters' : `More filters${activeHidden > 0 ? ` (${activeHidden} set)` : ''}`}
        </Button>
      )}
      <div id={moreId} hidden={hidden}>
        {compact && secondary.length > 0 && (
          <div className={classes.grid} data-row="more" style={{ marginTop: 'var(--mantine-spacing-sm)' }}>
            {!hidden && secondary.map(renderControl)}
          </div>
        )}
        {layout.admin.length > 0 && (
          <>
            <Divider my="sm" label="Admin filters" labelPosition="left" />
            <div className={classes.grid} data-row="admin" role="group" aria-label="Admin filters">
              {!hidden && layout.admin.map(renderControl)}
            </div>
          </>
        )}
      </div>
      <Group gap="sm" mt="md" className={classes.buttons}>
        <Button type="submit" variant={form.changed ? 'filled' : 'light'} disabled={!form.changed}>
          Apply
        </Button>
        <Button variant="default" disabled={!form.changed} onClick={form.revert}>
          Revert
        </Button>
        <Button variant="subtle" disabled={form.atDefaults} onClick={form.loadDefaults}>
          Default
        </Button>
        {actions}
      </Group>
    </Paper>
  );
}

/** Always on screen; on a phone the other controls fold behind "More filters". */
const PRIMARY_KEYS: ReadonlySet<BoardKey> = new Set(['brand', 'dates', 'periodShortcut']);

function PeriodControl<S extends FilterSection>({
  filter,
  form,
  onPrefetch,
}: {
  filter: ReadySectionFilter<S>;
  form: FilterForm;
  onPrefetch: FilterBoardProps<S>['onPrefetch'];
}) {
  const { values } = form;
  const earliest =
    filter.earliestDate(values.brand) ?? (filter.defaults as AnyFilter).startDate ?? filter.today;
  const withRange = (range: DateRange) => ({ ...values, ...range }) as SectionFilter<S>;
  return (
    <PeriodShortcutMenu
      range={{ startDate: values.startDate, endDate: values.endDate }}
      today={filter.today}
      earliest={earliest}
      onChoose={(range) => form.submit(range)}
      onPreview={
        onPrefetch
          ? (range) => {
              const next = withRange(range);
              onPrefetch(filter.paramsFor(next), next);
            }
          : undefined
      }
    />
  );
}

interface BoardControlProps {
  controlKey: Exclude<BoardKey, 'periodShortcut'>;
  /** This control's form value (unused by 'dates'). */
  value: unknown;
  brand: string | undefined;
  startDate: string | undefined;
  endDate: string | undefined;
  /** The date pickers' limits under the form's brand ('dates' only). */
  limits: DateLimits | undefined;
  // Not the whole filter object: it is new on every URL change, and every control would
  // re-render on a period flip instead of the date fields alone.
  section: FilterSection;
  options: FilterOptions;
  set: FilterForm['set'];
  setBrand: FilterForm['setBrand'];
}

/**
 * Same props, with the value compared by content: a URL change parses fresh arrays, and a
 * period flip must re-render the date fields only, not every list control.
 */
const sameControlProps = (prev: BoardControlProps, next: BoardControlProps): boolean =>
  (Object.keys(next) as (keyof BoardControlProps)[]).every((key) =>
    key === 'value' ? deepEqual(prev.value, next.value) : Object.is(prev[key], next[key]),
  );

/** One control; memoised on its own value so typing in one field re-renders only that field. */
const BoardControl = memo(function BoardControl({
  controlKey: key,
  value,
  brand,
  startDate,
  endDate,
  limits,
  section,
  options,
  set,
  setBrand,
}: BoardControlProps) {
  const label = controlLabel(section, key);
  const text = typeof value === 'string' ? value : '';

  switch (controlKind(key)) {
    case 'brand':
      return (
        <Select
          label={label}
          data={options.brands.map((b) => b.name)}
          value={brand || null}
          onChange={(next) => next && next !== brand && setBrand(next)}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
      );
    case 'dates':
      // The board always passes limits with 'dates'.
      if (!limits) return null;
      return <DateRangeControls startDate={startDate} endDate={endDate} limits={limits} onChange={set} />;
    case 'text': {
      const field = key as 'name' | 'address';
      return <TextControl label={label} value={text} onChange={(v) => set(field, v)} />;
    }
    case 'zipCode':
      return <ZipCodeControl label={label} value={text} onChange={(v) => set('zipCode', v)} />;
    case 'single': {
      const field = key as 'accountsSource' | 'activeAccounts';
      return (
        <SingleControl
          label={label}
          value={text}
          choices={field === 'accountsSource' ? options.accountsSources : options.activeAccounts}
          onChange={(v) => set(field, v)}
        />
      );
    }
    case 'noActivity':
      return (
        <NoActivityControl
          label={label}
          value={typeof value === 'number' ? value : 0}
          onChange={(v) => set('notVisitedIn', v)}
        />
      );
    case 'comparison': {
      const field = key as 'numberOfSkus' | 'numberOfFacings';
      return <ComparisonControl label={label} value={text} onChange={(v) => set(field, v)} />;
    }
    default: {
      const field = key as keyof AnyFilter;
      return (
        <ListControl
          label={label}
          value={Array.isArray(value) ? (value as string[]) : EMPTY_LIST}
          choices={choicesFor(options, field, brand)}
          maxPills={maxPillsFor(key)}
          onChange={(v) => set(field, v as never)}
        />
      );
    }
  }
}, sameControlProps);

const EMPTY_LIST: readonly string[] = [];
