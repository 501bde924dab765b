import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/** A form-level error message (line breaks kept), or nothing. */
export function FormError({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} style={{ whiteSpace: 'pre-line' }}>
      {message}
    </Alert>
  );
}
