import { useMemo } from 'react';
import { NativeSelect, SimpleGrid } from '@mantine/core';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Role } from '@tintero/domain';
import { CurrencyField } from '../../../../components/number-fields';
import { FormSection } from '../../../../components/form-section';
import { useErrorOf } from '../../../../lib/form-kit';
import type { UserFormAccess, UserFormValues } from './values';

/** Role and hour value. Nobody changes their own role; only administrators see hour values. */
export function WorkSection({
  access: { restricted, mode, viewerIsAdministrator },
  storedRole,
}: {
  access: UserFormAccess;
  storedRole?: Role;
}) {
  const { t } = useTranslation();
  const { register, control } = useFormContext<UserFormValues>();
  const errorOf = useErrorOf<UserFormValues>();
  const lockRole = restricted || mode === 'account';

  const roleOptions = useMemo(() => {
    const roles: Role[] = ['operator', 'administrator'];
    // Sellers have no screen of their own: the role is offered only to keep one's record as it is.
    if (storedRole === 'seller') roles.push('seller');
    return [
      { value: '', label: t('users.placeholders.select'), disabled: true },
      ...roles.map((role) => ({ value: role, label: t(`users.roles.${role}`) })),
    ];
  }, [t, storedRole]);

  return (
    <FormSection title={t('users.sections.work')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <NativeSelect
          label={t('users.fields.role')}
          data={roleOptions}
          disabled={lockRole}
          required={!lockRole}
          error={errorOf('role')}
          {...register('role')}
        />
        {viewerIsAdministrator ? (
          <CurrencyField
            control={control}
            name="hour_value"
            label={t('users.fields.hour_value')}
            readOnly={restricted}
            required={!restricted}
            error={errorOf('hour_value')}
          />
        ) : null}
      </SimpleGrid>
    </FormSection>
  );
}
