/**
 * The `hostile` demo scenario (mocks/scenarios.ts): text that would run script, inject
 * markup or start a spreadsheet formula if the app ever treated data as anything but text.
 * Prefixed to the original value, so answers stay consistent with each other (a name in a
 * filter option is the same name in a panel).
 */
export const HOSTILE_PREFIX =
  '=HYPERLINK("http://evil.example")<img src=x onerror="window.__hostile=1"><script>window.__hostile=1</script>';

/** The server keys that hold names people and programs typed: where hostile text would come from. */
const HOSTILE_KEYS = new Set([
  'AccountName',
  'StoreName',
  'Address',
  'City',
  'Chain',
  'Banner',
  'SkuName',
  'Representative',
  'Login',
  'BrandFullName',
  'FileName',
]);

/** A copy of a JSON payload with every such string prefixed by HOSTILE_PREFIX. */
export function withHostileText(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withHostileText);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, v]) => [
      key,
      typeof v === 'string' && v !== '' && HOSTILE_KEYS.has(key)
        ? `${HOSTILE_PREFIX}${v}`
        : withHostileText(v),
    ]),
  );
}
