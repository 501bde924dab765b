import type { ReactNode } from 'react';

/** The props of RichTextField and of its lazily loaded editor (apart, so neither imports the other). */
export interface RichTextFieldProps {
  label: string;
  /** HTML; '' while empty. */
  value: string;
  onChange: (html: string) => void;
  error?: ReactNode;
  required?: boolean;
}
