import type { UseFormReturnType } from '@mantine/form';
import type { RegisterValues } from '@/features/auth/schemas/register';

export type RegisterForm = UseFormReturnType<RegisterValues>;
