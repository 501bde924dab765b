import '@/styles/components/Modal';
import { Modal, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { FormError } from '@/components/FormError';
import { useRefreshRegistrations } from '@/features/registrations/components/use-refresh-registrations';
import { notify } from '@/lib/notify';
import { useServerErrorMessage } from '@/lib/use-server-error-message';
import { FormActions } from '@/components/FormActions';

/**
 * Saving a competitor or team dialog: on success the message, the tournament's registrations
 * reload and the dialog closes.
 */
export function useRegistrationSave(
  tournamentId: number,
  save: () => Promise<unknown>,
  saved: string,
  onClose: () => void,
) {
  const refresh = useRefreshRegistrations(tournamentId);
  return useMutation({
    mutationFn: save,
    onSuccess: async () => {
      notify(saved);
      await refresh();
      onClose();
    },
  });
}

interface RegistrationDialogProps {
  title: string;
  onClose: () => void;
  /** Save was pressed: check the form, then save. */
  onSubmit: () => void;
  saving: boolean;
  /** The failed save's error, shown above the buttons (but for errors of `fields`). */
  error: unknown;
  /** Fields that show their own server error on their input. */
  fields?: readonly string[];
  children: ReactNode;
}

/** The modal form of a competitor or team registration, with cancel and save. */
export function RegistrationDialog({
  title,
  onClose,
  onSubmit,
  saving,
  error,
  fields = [],
  children,
}: RegistrationDialogProps) {
  const serverError = useServerErrorMessage(error, fields);
  return (
    <Modal opened onClose={onClose} title={title} size="lg">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <Stack>
          {children}
          <FormError message={serverError} />
          <FormActions onCancel={onClose} saving={saving} />
        </Stack>
      </form>
    </Modal>
  );
}
