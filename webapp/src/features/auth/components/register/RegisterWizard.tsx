import '@/styles/components/Stepper';
import { Button, Group, Stack, Stepper } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormError } from '@/components/FormError';
import { paths } from '@/config/paths';
import { login, needsSecondFactor } from '@/features/auth/api/login';
import { register } from '@/features/auth/api/register';
import { validateRegistration } from '@/features/auth/api/validate-registration';
import { useStartSession } from '@/features/auth/hooks/use-start-session';
import type { RegisterValues } from '@/features/auth/schemas/register';
import { initialRegisterValues, toRegisterBody } from '@/features/auth/schemas/register-payload';
import { REGISTER_STEPS, firstStepWithError, validateRegisterStep } from '@/features/auth/schemas/register-steps';
import { isApiError } from '@/lib/api-errors';
import { useZodForm } from '@/lib/form';
import { errorText } from '@/lib/translate-message';
import { AccountStep } from './AccountStep';
import { ClubStep } from './ClubStep';
import { PeopleStep } from './PeopleStep';
import { notify } from '@/lib/notify';

const LAST_STEP = REGISTER_STEPS - 1;

/** Three-step registration of an account with its club (docs/product.md, Screens and routes), then signed in. */
export function RegisterWizard() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const startSession = useStartSession();
  const [active, setActive] = useState(0);
  const form = useZodForm<RegisterValues>(null, initialRegisterValues());

  /** Server field errors go on their fields (and their step); anything else above the form. */
  const showServerError = (error: unknown) => {
    if (!isApiError(error)) return;
    const fields = error.fieldErrors;
    const step = firstStepWithError(fields);
    if (step === null) return;
    form.setErrors(fields);
    setActive(step);
  };
  const formErrorOf = (error: unknown) =>
    isApiError(error) && firstStepWithError(error.fieldErrors) === null ? errorText(error) : null;

  const check = useMutation({
    mutationFn: validateRegistration,
    onSuccess: () => setActive(1),
    onError: showServerError,
  });
  // The server registers without signing in (docs/product.md, API) and a new club's account is usable
  // at once, so the wizard signs in with what was just typed; should that fail (a busy server),
  // the sign-in page opens with the e-mail filled in and says what to do.
  const submit = useMutation({
    mutationFn: async (values: RegisterValues) => {
      await register(toRegisterBody(values));
      const email = values.email.trim();
      return login({ email, password: values.password }).then(
        (answer) => ({ email, signedIn: needsSecondFactor(answer) ? null : answer }),
        () => ({ email, signedIn: null }),
      );
    },
    onSuccess: ({ email, signedIn }) => {
      if (signedIn) return startSession(signedIn, t('auth.register.signedIn'));
      notify(t('auth.register.success'));
      return navigate(paths.login, { replace: true, state: { email } });
    },
    onError: showServerError,
  });

  const stepIsValid = () => {
    const errors = validateRegisterStep(active, form.getValues());
    form.setErrors(errors);
    return Object.keys(errors).length === 0;
  };

  const next = () => {
    if (!stepIsValid()) return;
    const values = form.getValues();
    if (active === 0) {
      check.mutate({ name: values.name.trim(), email: values.email.trim(), password: values.password });
    } else if (active < LAST_STEP) {
      setActive(active + 1);
    } else {
      submit.mutate(values);
    }
  };

  const pending = check.isPending || submit.isPending;
  const errorMessage = formErrorOf(active === 0 ? check.error : submit.error);

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        next();
      }}
    >
      <Stack gap="xl">
        <Stepper active={active} size="sm" allowNextStepsSelect={false} onStepClick={setActive}>
          <Stepper.Step label={t('auth.register.stepAccount')} description={t('auth.register.stepAccountHint')}>
            <AccountStep form={form} />
          </Stepper.Step>
          <Stepper.Step label={t('auth.register.stepClub')} description={t('auth.register.stepClubHint')}>
            <ClubStep form={form} />
          </Stepper.Step>
          <Stepper.Step label={t('auth.register.stepPeople')} description={t('auth.register.stepPeopleHint')}>
            <PeopleStep form={form} />
          </Stepper.Step>
        </Stepper>
        <FormError message={errorMessage} />
        <Group justify="space-between">
          <Button
            variant="default"
            leftSection={<IconArrowLeft size={16} />}
            onClick={() => setActive(active - 1)}
            disabled={active === 0 || pending}
          >
            {t('common.back')}
          </Button>
          <Button
            type="submit"
            loading={pending}
            rightSection={active === LAST_STEP ? <IconCheck size={16} /> : <IconArrowRight size={16} />}
          >
            {active === LAST_STEP ? t('auth.register.submit') : t('common.next')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
