import { useTranslation } from 'react-i18next';
import { CatalogSettingsPage } from '@/components/CatalogSettingsPage';
import { categoriesQuery } from '@/features/categories/api/list-categories';
import { CategoryFeeIcon } from '@/features/categories/components/CategoryFeeIcon';
import type { CategoryFormProps } from '@/features/categories/components/CategoryForm';
import type { Category } from '@/api/types';
import { useCatalogActions } from '@/components/use-catalog-actions';
import { deleteCategory } from '@/features/categories/api/delete-category';
import { categoryKeys } from '@/features/categories/api/keys';
import { updateCategory } from '@/features/categories/api/update-category';
import { lazyRoute } from '@/lib/lazy-route';
import { agesText, beltsText, limitLine } from '@/lib/limits-text';

// The form loads after the page, or with the drawer if that opens first.
const CategoryForm = lazyRoute<CategoryFormProps>(() =>
  import('@/features/categories/components/CategoryForm').then((module) => ({ default: module.CategoryForm })),
);

/** Settings › Categories: active or archived categories with their age and belt limits, and create, edit, archive and remove. */
export default function CategorySettingsRoute() {
  const { t } = useTranslation();
  const actions = useCatalogActions<Category>({
    texts: 'categories',
    update: updateCategory,
    remove: deleteCategory,
    // Disciplines show their categories' names.
    refreshes: [categoryKeys.all, categoryKeys.disciplines],
  });
  return (
    <CatalogSettingsPage
      texts="categories"
      tableLabel={t('pages.settingsCategories')}
      minWidth={560}
      list={categoriesQuery}
      columns={[
        { key: 'name', header: t('categories.name'), render: (category) => category.name },
        {
          key: 'limits',
          header: t('limits.header'),
          render: (category) => {
            const lines = [agesText(category), beltsText(category)].flatMap((limit) =>
              limit ? [limitLine(t, limit)] : [],
            );
            return lines.length > 0 ? lines.join(' · ') : t('limits.none');
          },
        },
        {
          key: 'fee',
          header: t('categories.fee'),
          width: 160,
          render: (category) => <CategoryFeeIcon noPay={category.noPay} />,
        },
      ]}
      actions={actions}
      preloadForm={CategoryForm.preload}
      form={(category, onDone) => <CategoryForm category={category} onDone={onDone} />}
    />
  );
}
