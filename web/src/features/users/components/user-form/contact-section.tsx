import { SimpleGrid, TextInput } from '@mantine/core';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../../components/form-section';
import { useErrorOf } from '../../../../lib/form-kit';
import { USER_LIMITS, type UserFormValues } from './values';

/** Email, phones and address: what anyone may change on their own account. */
export function ContactSection() {
  const { t } = useTranslation();
  const { register } = useFormContext<UserFormValues>();
  const errorOf = useErrorOf<UserFormValues>();

  return (
    <FormSection title={t('users.sections.contact')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label={t('users.fields.email')}
          type="email"
          maxLength={USER_LIMITS.email}
          autoComplete="email"
          error={errorOf('email')}
          {...register('email')}
        />
        <TextInput
          label={t('users.fields.phone')}
          type="tel"
          maxLength={USER_LIMITS.phone}
          autoComplete="tel"
          error={errorOf('phone')}
          {...register('phone')}
        />
        <TextInput
          label={t('users.fields.mobile')}
          type="tel"
          maxLength={USER_LIMITS.mobile}
          error={errorOf('mobile')}
          {...register('mobile')}
        />
        <TextInput
          label={t('users.fields.address')}
          maxLength={USER_LIMITS.address}
          autoComplete="street-address"
          error={errorOf('address')}
          {...register('address')}
        />
      </SimpleGrid>
    </FormSection>
  );
}
