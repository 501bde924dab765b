import { useTranslation } from 'react-i18next';
import type { Club } from '@/api/types';
import { FormDrawer } from '@/components/FormDrawer';
import { ClubForm } from './ClubForm';

interface ClubDrawerProps {
  club: Club;
  opened: boolean;
  onClose: () => void;
}

/** The club's edit drawer with its form; loaded lazily, the first time the club panel opens it. */
export default function ClubDrawer({ club, opened, onClose }: ClubDrawerProps) {
  const { t } = useTranslation();
  return (
    <FormDrawer opened={opened} onClose={onClose} title={t('clubs.edit')}>
      {opened && <ClubForm club={club} onDone={onClose} />}
    </FormDrawer>
  );
}
