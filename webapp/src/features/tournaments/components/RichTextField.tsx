import '@/styles/components/Skeleton';
import { Input, Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { RichTextFieldProps } from './rich-text-props';

export type { RichTextFieldProps } from './rich-text-props';

const RichTextInput = lazy(() => import('./RichTextInput'));

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
