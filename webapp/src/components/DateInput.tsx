import { TextInput, type TextInputProps } from '@mantine/core';

/** A calendar date as `yyyy-MM-dd` (the browser's date picker; the value is the API format). */
export function DateInput(props: Omit<TextInputProps, 'type'>) {
  return <TextInput type="date" placeholder="yyyy-MM-dd" {...props} />;
}
