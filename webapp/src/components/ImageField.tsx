import { Avatar, Group, Stack } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useEffect, useState, type ReactNode } from 'react';
import { FileInput } from '@/components/FileInput';

interface ImageFieldProps {
  label: string;
  /** The picture saved now, shown until another is chosen. */
  current?: string | null | undefined;
  value: File | null;
  onChange: (file: File | null) => void;
  /** Preview size in pixels (75 for people, 150 for club logos). */
  size?: number;
  description?: ReactNode;
  error?: ReactNode;
}

/** The object URL of a chosen file for a preview, revoked when no longer shown. */
function usePreviewUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

/** An images-only upload with a preview of the chosen or current picture. */
export function ImageField({ label, current, value, onChange, size = 75, description, error }: ImageFieldProps) {
  const preview = usePreviewUrl(value) ?? current ?? null;
  return (
    <Group align="flex-end" wrap="nowrap" gap="md">
      <Avatar src={preview} size={size} radius="md" alt="" data-testid="image-preview">
        <IconPhoto size={Math.round(size / 2.5)} stroke={1.4} />
      </Avatar>
      <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
        <FileInput imagesOnly label={label} description={description} error={error} value={value} onChange={onChange} />
      </Stack>
    </Group>
  );
}
