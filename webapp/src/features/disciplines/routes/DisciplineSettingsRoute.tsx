import { useTranslation } from 'react-i18next';
import type { Discipline } from '@/api/types';
import { CatalogSettingsPage } from '@/components/CatalogSettingsPage';
import type { Column } from '@/components/DataTable';
import { disciplineKeys } from '@/features/disciplines/api/keys';
import { listDisciplines } from '@/features/disciplines/api/list-disciplines';
import { DisciplineFeeIcon } from '@/features/disciplines/components/DisciplineFeeIcon';
import { useDisciplineActions } from '@/features/disciplines/components/use-discipline-actions';
import { categoryNamesOf, kindLabelKey, sexLabelKey } from '@/features/disciplines/schemas/discipline-display';
import type { DisciplineFormProps } from '@/features/disciplines/components/DisciplineForm';
import { lazyRoute } from '@/lib/lazy-route';
import { useAppData } from '@/stores/app-data';

// The form loads after the page, or with the drawer if that opens first.
const DisciplineForm = lazyRoute<DisciplineFormProps>(() =>
  import('@/features/disciplines/components/DisciplineForm').then((module) => ({ default: module.DisciplineForm })),
);

/** Settings › Disciplines: active or archived disciplines, with create, edit, archive and remove. */
export default function DisciplineSettingsRoute() {
  const { t } = useTranslation();
  const registrationFee = useAppData((state) => state.features.registrationFee);
  const actions = useDisciplineActions();
  const fee: Column<Discipline> = {
    key: 'fee',
    header: t('disciplines.fee'),
    width: 140,
    render: (discipline) => <DisciplineFeeIcon discipline={discipline} />,
  };
  return (
    <CatalogSettingsPage<Discipline>
      texts="disciplines"
      tableLabel={t('pages.settingsDisciplines')}
      minWidth={640}
      list={(archived) => ({ queryKey: disciplineKeys.list(archived), queryFn: () => listDisciplines(archived) })}
      columns={[
        { key: 'name', header: t('disciplines.name'), render: (discipline) => discipline.name },
        {
          key: 'categories',
          header: t('disciplines.categories'),
          render: (discipline) => categoryNamesOf(discipline),
        },
        { key: 'kind', header: t('disciplines.kindLabel'), render: (discipline) => t(kindLabelKey(discipline.isTeam)) },
        ...(registrationFee ? [fee] : []),
        { key: 'sexes', header: t('disciplines.sexes'), render: (discipline) => t(sexLabelKey(discipline.forSex)) },
      ]}
      actions={actions}
      preloadForm={DisciplineForm.preload}
      form={(discipline, onDone) => <DisciplineForm discipline={discipline} onDone={onDone} />}
    />
  );
}
