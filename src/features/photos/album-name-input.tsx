import { TextInput } from '@mantine/core';

/**
 * The album name field of the new-album and rename forms: typing clears the last error
 * (`onChange` gets the text; the form resets its error there).
 */
export function AlbumNameInput({
  value,
  error,
  onChange,
}: {
  value: string;
  error: string | null;
  onChange: (value: string) => void;
}) {
  return (
    <TextInput
      label="Album name"
      value={value}
      error={error}
      data-autofocus
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  );
}
