import { Text } from 'recharts';
import type { BaseTickContentProps } from 'recharts';
import classes from './chart-figure.module.css';

/** Mantine's default body line height (theme lineHeights.md). */
const BODY_LINE_HEIGHT = 1.55;

/**
 * An axis label drawn as recharts draws it (its `Text`, same position, anchor and dy), but
 * never measured in the DOM. recharts' own tick label costs three things per axis
 * (docs/performance-log.md): it measures every word of every label in a hidden
 * span (a forced layout each, for line wrapping no tick needs), it reads the first label's
 * computed style on mount (a forced style recalculation), and it then renders the axis a
 * second time with that font size, measuring every label again to thin them out.
 *
 * Use it only on an axis whose `interval` is a number (its ticks are chosen by us, all
 * shown): the axis then never measures. Without recharts' tick class the mount-time style
 * read finds no label, so the axis renders once. Dark mode: `.tick` in the CSS module.
 */
export function plainTick(fontSize: number) {
  // recharts kept the top label of a y axis inside the chart by its measured box, whose
  // height is the font size times the line height its measuring span inherits (Mantine's
  // body, 1.55): the label's middle sits at least half that below the chart's top.
  const topRoom = (fontSize * BODY_LINE_HEIGHT) / 2;
  return function PlainTick({
    payload,
    index,
    visibleTicksCount,
    tickFormatter,
    // Dropped: `width` makes recharts' Text measure each word to wrap lines; recharts' class
    // name would bring back the style read.
    width: _width,
    className: _className,
    ...text
  }: BaseTickContentProps) {
    const value: unknown = payload.value;
    const label = tickFormatter ? tickFormatter(value, index) : String(value ?? '');
    const vertical = 'orientation' in text && (text.orientation === 'left' || text.orientation === 'right');
    const y = vertical && index === visibleTicksCount - 1 ? Math.max(Number(text.y), topRoom) : text.y;
    return (
      <Text {...text} y={y} fontSize={fontSize} className={classes.tick}>
        {label}
      </Text>
    );
  };
}

/**
 * The grid's vertical lines for a grid drawn with `vertical={false}`: none. recharts works
 * out their places anyway, by thinning the x labels as the axis does (measuring them).
 */
export const NO_GRID_POINTS = (): number[] => [];
