import { useMemo } from 'react';
import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DEFAULT_ID_TYPE } from '@tintero/domain';
import { FormSection } from '../../../../components/form-section';
import { useCatalogue } from '../../../../lib/catalogue';
import { useErrorOf } from '../../../../lib/form-kit';
import { USER_LIMITS, type UserFormAccess, type UserFormValues } from './values';

/** Document, names, birthdate and gender: an administrator's to change. */
export function IdentitySection({ access: { restricted }, storedIdType }: { access: UserFormAccess; storedIdType?: string }) {
  const { t } = useTranslation();
  const { register } = useFormContext<UserFormValues>();
  const errorOf = useErrorOf<UserFormValues>();
  const documentTypes = useCatalogue('types_of_documents', { errorText: t('users.messages.error.documentTypes') });

  // Users store the document type's text; one the list no longer has still shows.
  const idTypeOptions = useMemo(() => {
    const values = documentTypes.map((item) => item.value);
    const current = storedIdType ?? DEFAULT_ID_TYPE;
    if (!values.includes(current)) values.unshift(current);
    return values;
  }, [documentTypes, storedIdType]);

  const genderOptions = [
    { value: '', label: t('users.placeholders.select'), disabled: true },
    { value: 'F', label: t('users.genders.F') },
    { value: 'M', label: t('users.genders.M') },
  ];

  return (
    <FormSection title={t('users.sections.identity')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <NativeSelect
          label={t('users.fields.id_type')}
          data={idTypeOptions}
          disabled={restricted}
          required={!restricted}
          error={errorOf('id_type')}
          {...register('id_type')}
        />
        <TextInput
          label={t('users.fields.identification_number')}
          maxLength={USER_LIMITS.identification_number}
          readOnly={restricted}
          required={!restricted}
          error={errorOf('identification_number')}
          {...register('identification_number')}
        />
        <TextInput
          label={t('users.fields.first_name')}
          maxLength={USER_LIMITS.first_name}
          readOnly={restricted}
          required={!restricted}
          error={errorOf('first_name')}
          {...register('first_name')}
        />
        <TextInput
          label={t('users.fields.last_name')}
          maxLength={USER_LIMITS.last_name}
          readOnly={restricted}
          required={!restricted}
          error={errorOf('last_name')}
          {...register('last_name')}
        />
        <TextInput
          label={t('users.fields.birthdate')}
          // A native date picker to edit (tablets); plain YYYY-MM-DD text when read-only.
          type={restricted ? 'text' : 'date'}
          readOnly={restricted}
          error={errorOf('birthdate')}
          {...register('birthdate')}
        />
        <NativeSelect
          label={t('users.fields.gender')}
          data={genderOptions}
          disabled={restricted}
          required={!restricted}
          error={errorOf('gender')}
          {...register('gender')}
        />
      </SimpleGrid>
    </FormSection>
  );
}
