import { FileInput as MantineFileInput, type FileInputProps as MantineFileInputProps } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IMAGE_ACCEPT, isImageFile } from '@/lib/files';

type Value<Multiple extends boolean> = Multiple extends true ? File[] : File | null;

export type FileInputProps<Multiple extends boolean = false> = Omit<
  MantineFileInputProps<Multiple>,
  'onChange' | 'value' | 'defaultValue' | 'error'
> & {
  value: Value<Multiple>;
  onChange: (value: Value<Multiple>) => void;
  /** Accept only .jpg, .jpeg, .png and .gif; anything else is refused with a message and cleared. */
  imagesOnly?: boolean;
  error?: ReactNode;
};

/** A file picker (single or multiple); images-only on request (product-spec §5). */
export function FileInput<Multiple extends boolean = false>({
  imagesOnly = false,
  onChange,
  error,
  accept,
  multiple,
  ...props
}: FileInputProps<Multiple>) {
  const { t } = useTranslation();
  const [rejected, setRejected] = useState(false);
  const resetRef = useRef<() => void>(null);
  const empty = (multiple ? [] : null) as Value<Multiple>;

  const handleChange = (payload: Value<Multiple>) => {
    const files: File[] = payload === null ? [] : Array.isArray(payload) ? payload : [payload];
    if (imagesOnly && files.some((file) => !isImageFile(file))) {
      setRejected(true);
      resetRef.current?.();
      onChange(empty);
      return;
    }
    setRejected(false);
    onChange(payload);
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
      error={rejected ? t('validation.imagesOnly') : error}
    />
  );
}
