import { Alert, PasswordInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../../components/form-section';
import { useErrorOf } from '../../../../lib/form-kit';
import { USER_LIMITS, type UserFormAccess, type UserFormValues } from './values';

/** Username and password; on one's own account, the current password that proves who asks. */
export function AccessSection({ access: { restricted, isNew, mode } }: { access: UserFormAccess }) {
  const { t } = useTranslation();
  const { register, control } = useFormContext<UserFormValues>();
  const errorOf = useErrorOf<UserFormValues>();
  const invalid = (name: 'password' | 'password_confirmation' | 'current_password') => (errorOf(name) ? true : undefined);

  return (
    <FormSection title={t('users.sections.access')}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Controller
            control={control}
            name="username"
            render={({ field }) => (
              <TextInput
                label={t('users.fields.username')}
                description={restricted ? undefined : t('users.hints.username')}
                maxLength={USER_LIMITS.username}
                autoComplete={isNew ? 'off' : 'username'}
                autoCapitalize="none"
                spellCheck={false}
                readOnly={restricted}
                required={!restricted}
                error={errorOf('username')}
                name={field.name}
                ref={field.ref}
                value={field.value}
                onBlur={field.onBlur}
                // Usernames are lowercase: they become so as they are typed.
                onChange={(event) => field.onChange(event.currentTarget.value.toLowerCase())}
              />
            )}
          />
        </SimpleGrid>
        {!isNew ? (
          <Alert color="yellow" variant="light" icon={<IconAlertTriangle aria-hidden />} role="note">
            {t('users.hints.passwordKeep')}
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <PasswordInput
            label={t('users.fields.password')}
            autoComplete="new-password"
            required={isNew}
            error={errorOf('password')}
            aria-invalid={invalid('password')}
            {...register('password')}
          />
          <PasswordInput
            label={t('users.fields.password_confirmation')}
            autoComplete="new-password"
            required={isNew}
            error={errorOf('password_confirmation')}
            aria-invalid={invalid('password_confirmation')}
            {...register('password_confirmation')}
          />
        </SimpleGrid>
        {mode === 'account' ? (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <PasswordInput
              label={t('users.fields.current_password')}
              description={t('users.hints.currentPassword')}
              autoComplete="current-password"
              required
              error={errorOf('current_password')}
              aria-invalid={invalid('current_password')}
              {...register('current_password')}
            />
          </SimpleGrid>
        ) : null}
      </Stack>
    </FormSection>
  );
}
