import { FileInput as MantineFileInput, type FileInputProps as MantineFileInputProps } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { hasImageContent, IMAGE_ACCEPT, isImageFile } from '@/lib/files';

type Value<Multiple extends boolean> = Multiple extends true ? File[] : File | null;

export type FileInputProps<Multiple extends boolean = false> = Omit<
  MantineFileInputProps<Multiple>,
  'onChange' | 'value' | 'defaultValue' | 'error'
> & {
  value: Value<Multiple>;
  onChange: (value: Value<Multiple>) => void;
  /**
   * Accept only .jpg, .jpeg, .png and .gif files whose content is such a picture; anything else is
   * refused with a message and cleared.
   */
  imagesOnly?: boolean;
  error?: ReactNode;
};

/** A file picker (single or multiple); images-only on request (docs/product.md, Security). */
export function FileInput<Multiple extends boolean = false>({
  imagesOnly = false,
  onChange,
  error,
  accept,
  multiple,
  ...props
}: FileInputProps<Multiple>) {
  const { t } = useTranslation();
  const [rejected, setRejected] = useState<'type' | 'content' | null>(null);
  const resetRef = useRef<() => void>(null);
  // The latest choice: a check of an earlier one that answers late is ignored.
  const choice = useRef(0);
  const empty = (multiple ? [] : null) as Value<Multiple>;

  const refuse = (why: 'type' | 'content') => {
    setRejected(why);
    resetRef.current?.();
    onChange(empty);
  };

  const handleChange = (payload: Value<Multiple>) => {
    const files: File[] = payload === null ? [] : Array.isArray(payload) ? payload : [payload];
    const chosen = ++choice.current;
    if (imagesOnly && files.some((file) => !isImageFile(file))) return refuse('type');
    setRejected(null);
    if (!imagesOnly || files.length === 0) return onChange(payload);
    // A picture by its name: its first bytes must say so too (a renamed document is refused).
    void Promise.all(files.map(hasImageContent)).then((pictures) => {
      if (chosen !== choice.current) return;
      if (pictures.every(Boolean)) onChange(payload);
      else refuse('content');
    });
  };

  return (
    <MantineFileInput<Multiple>
      clearable
      leftSection={<IconPaperclip size={16} />}
      placeholder={t(imagesOnly ? 'files.chooseImage' : 'files.choose')}
      {...props}
      multiple={multiple}
      accept={accept ?? (imagesOnly ? IMAGE_ACCEPT : undefined)}
      resetRef={resetRef}
      onChange={handleChange}
      error={
        rejected === 'type' ? t('validation.imagesOnly') : rejected === 'content' ? t('validation.notAnImage') : error
      }
    />
  );
}
