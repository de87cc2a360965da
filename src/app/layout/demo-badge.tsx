import { Badge, Tooltip } from '@mantine/core';
import { IS_DEMO } from '@/lib/config';

/** Says the numbers come from the built-in demo API (docs/decisions.md, The API and the demo API 1). */
export function DemoBadge() {
  if (!IS_DEMO) return null;
  return (
    <Tooltip label="This dashboard runs on the built-in demo API: generated, not real, data.">
      {/* Never shrunk into "DEMO DA…": on a phone the user's name gives way instead. */}
      <Badge color="yellow" autoContrast radius="sm" tabIndex={0} style={{ flexShrink: 0 }}>
        Demo data
      </Badge>
    </Tooltip>
  );
}
