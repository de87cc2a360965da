import { Alert, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { memo, useId, useRef, useState, type ReactNode } from 'react';
import { can, type PermissionKey, type Permissions, type SectionId } from '@/api/contract/permissions';
import { usePermissions } from '@/auth/session-context';
import { useFilterCaption } from '@/filters/drill-down-area';
import { ExportMenu } from '@/ui/export/export-menu';
import { PanelExportContext, PanelExportSources } from '@/ui/export/export-sources';
import { nodeText } from '@/ui/export/node-text';
import { usePageCaption } from '@/ui/export/page-export';
import { PanelErrorBoundary } from './panel-error-boundary';
import type { PanelQuery } from './panel-query';
import { isWaiting, useDrawnData } from './use-drawn-data';
import classes from './panel.module.css';

/** A catalogue permission that gates a panel: `{ section: 'sales', key: 'map' }`. */
export type PanelPermission = { [S in SectionId]: { section: S; key: PermissionKey<S> } }[SectionId];

export type { PanelQuery } from './panel-query';

/** The stable ready marker e2e tests and the benchmark wait for (`data-state`). */
export type PanelState = 'loading' | 'error' | 'ready' | 'empty';

interface PanelBaseProps {
  /** The panel heading; also the panel region's accessible name. */
  title: ReactNode;
  /** Controls beside the title (a download button, a metric switch). */
  actions?: ReactNode;
  /** Without it the panel renders nothing at all. */
  permission?: PanelPermission;
  /** Height of the loading skeleton; match the content so the page does not jump. */
  skeletonHeight?: number | string;
  /** Shown when `isEmpty` says the data holds nothing to show. */
  emptyText?: ReactNode;
  /** A name for locating the panel in tests and the benchmark (`data-panel`). */
  name?: string;
}

export interface QueryPanelProps<T> extends PanelBaseProps {
  query: PanelQuery<T>;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}

export interface StaticPanelProps extends PanelBaseProps {
  query?: undefined;
  isEmpty?: undefined;
  children: ReactNode;
}

export type PanelProps<T> = QueryPanelProps<T> | StaticPanelProps;

export const DEFAULT_EMPTY_TEXT = 'No data for the selected filters.';
export const RENDER_FAILURE_TEXT = 'This panel could not be shown.';
const LOAD_FAILURE_TEXT = 'The data could not be loaded.';

/**
 * `data-permission` value ('sales.map'): the e2e roles check reads every marked element and
 * compares it with the user's catalogue grant. A data attribute only: nothing in the
 * accessibility tree.
 */
export const permissionMarker = (permission: PanelPermission | undefined): string | undefined =>
  permission ? `${permission.section}.${permission.key}` : undefined;

export const isPanelPermitted = (permissions: Permissions | null, permission: PanelPermission): boolean =>
  // Each union member pairs a section with its own keys; `can` takes them as one generic pair.
  can(permissions, permission.section, permission.key as never);

/**
 * The panel frame (STYLE.md: a panel is a unit). It checks its permission in the
 * catalogue, then shows a skeleton while its query has no data, an error with Retry, an
 * empty note, or its content. Older data stays visible, dimmed, while the next filter's
 * data loads. A render error inside the panel stays inside the panel.
 */
export function Panel<T>(props: PanelProps<T>) {
  const permissions = usePermissions();
  if (props.permission && !isPanelPermitted(permissions, props.permission)) return null;
  const { query } = props;
  return (
    <PanelErrorBoundary
      resetKey={query?.data}
      fallback={(reset) => (
        <PanelFrame {...props} state="error">
          <PanelError
            message={RENDER_FAILURE_TEXT}
            onRetry={() => {
              reset();
              void query?.refetch();
            }}
          />
        </PanelFrame>
      )}
    >
      <PanelBody {...props} />
    </PanelErrorBoundary>
  );
}

/** What a panel without a query draws from: nothing to wait for. */
const NO_QUERY: PanelQuery<never> = {
  data: undefined,
  error: null,
  isError: false,
  isPlaceholderData: false,
  refetch: () => undefined,
};

/** Inside the error boundary, so a throwing `children(data)` is caught too. */
function PanelBody<T>(props: PanelProps<T>) {
  const { query, skeletonHeight = 200, emptyText = DEFAULT_EMPTY_TEXT } = props;
  const data = useDrawnData(query ?? NO_QUERY);
  if (!query) {
    return (
      <PanelFrame {...props} state="ready">
        {props.children}
      </PanelFrame>
    );
  }
  if (query.isError) {
    const message =
      query.error instanceof Error && query.error.message ? query.error.message : LOAD_FAILURE_TEXT;
    return (
      <PanelFrame {...props} state="error">
        <PanelError
          message={message}
          onRetry={() => void query.refetch()}
          retrying={query.isRefetching === true}
        />
      </PanelFrame>
    );
  }
  if (data === undefined) {
    return (
      <PanelFrame {...props} state="loading">
        <Skeleton height={skeletonHeight} radius="sm" />
      </PanelFrame>
    );
  }
  // Older data on screen (another filter's, a previous visit's being checked again, or the
  // one shown while the new answer is drawn) is not the current answer: 'loading' and dimmed
  // until the new data is drawn.
  const old = isWaiting(query) || data !== query.data;
  if (props.isEmpty?.(data)) {
    return (
      <PanelFrame {...props} state={old ? 'loading' : 'empty'} placeholder={old}>
        <Text c="dimmed" size="sm" py="lg" ta="center">
          {emptyText}
        </Text>
      </PanelFrame>
    );
  }
  return (
    <PanelFrame {...props} state={old ? 'loading' : 'ready'} placeholder={old}>
      <Drawing data={data} draw={props.children} drawing={data !== query.data} />
    </PanelFrame>
  );
}

interface DrawingProps<T> {
  data: T;
  draw: (data: T) => ReactNode;
  /** A newer answer is being drawn (in the transition) while `data` stays on screen. */
  drawing: boolean;
}

/**
 * The panel's content for `data`. While a newer answer is being drawn, the content on screen
 * is left as it is: drawing it again for the same older data is work thrown away a moment
 * later.
 */
const Drawing = memo(
  function Drawing<T>({ data, draw }: DrawingProps<T>) {
    return draw(data);
  },
  (before, next) => next.drawing && before.data === next.data,
) as <T>(props: DrawingProps<T>) => ReactNode;

interface PanelFrameProps extends PanelBaseProps {
  state: PanelState;
  placeholder?: boolean;
  children: ReactNode;
}

function PanelFrame({
  title,
  actions,
  name,
  permission,
  state,
  placeholder = false,
  children,
}: PanelFrameProps) {
  const titleId = useId();
  // The charts and tables inside register what they can export (docs/architecture.md, Export).
  const [sources] = useState(() => new PanelExportSources());
  const body = useRef<HTMLDivElement>(null);
  const caption = useFilterCaption();
  usePageCaption(caption);
  const exportMenu = (
    <ExportMenu
      sources={sources}
      title={nodeText(title)}
      caption={() => caption ?? ''}
      body={() => body.current}
    />
  );
  return (
    <Paper
      component="section"
      withBorder
      p="md"
      className={classes.panel}
      aria-labelledby={titleId}
      aria-busy={state === 'loading'}
      data-state={state}
      data-panel={name}
      data-permission={permissionMarker(permission)}
      data-export-panel
    >
      <Group justify="space-between" align="center" mb="sm" gap="xs">
        <Title order={2} size="h4" id={titleId} data-export-title>
          {title}
        </Title>
        <Group gap="xs">
          {actions}
          {exportMenu}
        </Group>
      </Group>
      <div ref={body} className={classes.body} data-placeholder={placeholder || undefined} data-export-body>
        <PanelExportContext value={sources}>{children}</PanelExportContext>
      </div>
    </Paper>
  );
}

/**
 * The failure and its Retry. While the retry is asked the button spins and takes no click:
 * a second click would cancel the answer on its way (TanStack's refetch cancels the one in
 * flight), so a slow endpoint clicked twice would never answer.
 */
function PanelError({
  message,
  onRetry,
  retrying = false,
}: {
  message: string;
  onRetry: () => void;
  retrying?: boolean;
}) {
  return (
    <Alert color="red" variant="light" title="Error">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{message}</Text>
        <Button size="xs" variant="default" onClick={onRetry} loading={retrying}>
          Retry
        </Button>
      </Stack>
    </Alert>
  );
}
