import '@/styles/components/Skeleton';
import { Input, Skeleton } from '@mantine/core';
import { lazy, Suspense, type ReactNode } from 'react';

const RichTextInput = lazy(() => import('./RichTextInput'));

export interface RichTextFieldProps {
  label: string;
  /** HTML; '' while empty. */
  value: string;
  onChange: (html: string) => void;
  error?: ReactNode;
  required?: boolean;
}

/** A rich-text (HTML) field; the editor loads in its own chunk the first time it is shown. */
export function RichTextField(props: RichTextFieldProps) {
  return (
    <Suspense
      fallback={
        <Input.Wrapper label={props.label} required={props.required}>
          <Skeleton h={220} mt={4} radius="sm" />
        </Input.Wrapper>
      }
    >
      <RichTextInput {...props} />
    </Suspense>
  );
}
