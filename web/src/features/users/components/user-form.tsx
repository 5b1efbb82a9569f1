import { useEffect, useMemo, type FormEvent, type ReactNode } from 'react';
import { Alert, NativeSelect, Paper, PasswordInput, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { DEFAULT_ID_TYPE, messages, userCreateSchema, userSelfUpdateSchema, userUpdateSchema, type Role, type User } from '@tintero/domain';
import { alerts } from '../../../components/alerts-store';
import { FormActions } from '../../../components/form-actions';
import { CurrencyField } from '../../../components/number-fields';
import { fieldsNamed, sendChanges } from '../../../lib/form-submit';

/**
 * What the form is for:
 * - `new`: an administrator creates a user (password required);
 * - `edit`: an administrator edits someone else;
 * - `show`: read-only;
 * - `account`: someone edits their own record (current password required; only contact data
 *   and password unless they are an administrator).
 */
export type UserFormMode = 'new' | 'edit' | 'show' | 'account';

export interface UserFormValues {
  id_type: string;
  identification_number: string;
  first_name: string;
  last_name: string;
  birthdate: string;
  gender: string;
  role: string;
  hour_value: number | null;
  email: string;
  phone: string;
  mobile: string;
  address: string;
  username: string;
  password: string;
  password_confirmation: string;
  current_password: string;
}

type FieldName = keyof UserFormValues;

const FIELD_NAMES: readonly FieldName[] = [
  'id_type',
  'identification_number',
  'first_name',
  'last_name',
  'birthdate',
  'gender',
  'role',
  'hour_value',
  'email',
  'phone',
  'mobile',
  'address',
  'username',
  'password',
  'password_confirmation',
  'current_password',
];

export function toFormValues(user?: User): UserFormValues {
  return {
    id_type: user?.id_type ?? DEFAULT_ID_TYPE,
    identification_number: user?.identification_number ?? '',
    first_name: user?.first_name ?? '',
    last_name: user?.last_name ?? '',
    birthdate: user?.birthdate ?? '',
    gender: user?.gender ?? '',
    role: user?.role ?? '',
    hour_value: user?.hour_value ?? null,
    email: user?.email ?? '',
    phone: user?.phone ?? '',
    mobile: user?.mobile ?? '',
    address: user?.address ?? '',
    username: user?.username ?? '',
    password: '',
    password_confirmation: '',
    current_password: '',
  };
}

const requireCurrentPassword = (value: { current_password?: string | null }, ctx: z.RefinementCtx) => {
  if (!value.current_password) {
    ctx.addIssue({ code: 'custom', path: ['current_password'], message: messages.currentPasswordRequired });
  }
};

/** The domain schema that validates this form (the server validates with the same one). */
function schemaFor(mode: UserFormMode, isAdministrator: boolean) {
  if (mode === 'new') return userCreateSchema;
  if (mode === 'account') return (isAdministrator ? userUpdateSchema : userSelfUpdateSchema).superRefine(requireCurrentPassword);
  return userUpdateSchema;
}

/**
 * The schema's resolver, plus one wording: an empty password on a new user reads as the generic
 * "required" message rather than "too short".
 */
function resolverFor(mode: UserFormMode, isAdministrator: boolean): Resolver<UserFormValues> {
  const base = zodResolver(
    schemaFor(mode, isAdministrator) as unknown as z.ZodType<unknown, UserFormValues>,
  ) as unknown as Resolver<UserFormValues>;
  if (mode !== 'new') return base;
  return async (values, context, options) => {
    const result = await base(values, context, options);
    if (values.password === '') {
      return { values: {}, errors: { ...result.errors, password: { type: 'required', message: messages.required } } };
    }
    return result;
  };
}

const empty = (value: unknown) => value === null || value === undefined || value === '';

function same(a: unknown, b: unknown): boolean {
  if (empty(a) && empty(b)) return true;
  if (typeof a === 'number' || typeof b === 'number') return Number(a) === Number(b);
  return String(a ?? '').trim() === String(b ?? '').trim();
}

/**
 * The fields that differ from the record: what an update sends. A password counts only when given
 * (with its confirmation); the current password rides along but is not a change by itself.
 */
export function changedFields(parsed: Record<string, unknown>, user: User): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(parsed)) {
    if (key === 'password_confirmation' || key === 'current_password' || value === undefined) continue;
    if (key === 'password') {
      if (value) {
        changes.password = value;
        changes.password_confirmation = parsed.password_confirmation;
      }
      continue;
    }
    if (!same(value, (user as unknown as Record<string, unknown>)[key])) changes[key] = value;
  }
  return changes;
}

const CONTACT_AND_PASSWORD: readonly FieldName[] = ['email', 'phone', 'mobile', 'address'];

/** Whether the form holds anything different from the record (raw values, before validation). */
export function hasEdits(values: UserFormValues, user: User, contactOnly: boolean): boolean {
  if (values.password) return true;
  const fields = contactOnly
    ? CONTACT_AND_PASSWORD
    : FIELD_NAMES.filter((name) => name !== 'password' && name !== 'password_confirmation' && name !== 'current_password');
  const record = user as unknown as Record<string, unknown>;
  return fields.some((name) => !same(values[name], record[name]));
}

export interface DocumentTypeOption {
  value: string;
}

export interface UserFormProps {
  mode: UserFormMode;
  user?: User;
  /** The signed-in person is an administrator (edits every field, sees hour values). */
  viewerIsAdministrator: boolean;
  documentTypes: readonly DocumentTypeOption[];
  /** Sends the changes; rejects with the API error so 422 field errors land on their inputs. */
  onSave?: (data: Record<string, unknown>) => Promise<unknown>;
  /** Fallback text when a failed save brings no server message. */
  saveErrorText?: string;
  /** Extra buttons next to Save (or alone in read-only mode). */
  actions?: ReactNode;
}

/** One form for NewUser, EditUser, ShowUser and MyAccount (spec part 1 §2, §3, §5). */
export function UserForm({ mode, user, viewerIsAdministrator, documentTypes, onSave, saveErrorText, actions }: UserFormProps) {
  const { t } = useTranslation();
  const readOnly = mode === 'show';
  // Non-administrators change only their contact data and password on their own account.
  const restricted = readOnly || (mode === 'account' && !viewerIsAdministrator);
  const showHourValue = viewerIsAdministrator;
  const isNew = mode === 'new';
  const resolver = useMemo(() => resolverFor(mode, viewerIsAdministrator), [mode, viewerIsAdministrator]);

  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<UserFormValues>({
    resolver,
    defaultValues: toFormValues(user),
    mode: 'onTouched',
  });

  // A saved or reloaded record becomes the new baseline (and the password fields empty again).
  useEffect(() => {
    reset(toFormValues(user));
  }, [user, reset]);

  const save = handleSubmit(async (values) => {
    const parsed = values as unknown as Record<string, unknown>;
    const editing = !isNew && user !== undefined;
    const data = editing
      ? changedFields(parsed, user)
      : Object.fromEntries(Object.entries(parsed).filter(([key, value]) => value !== undefined && key !== 'current_password'));
    const unchanged = editing && Object.keys(data).length === 0;
    // The current password proves who asks; it is not a change by itself.
    if (editing && mode === 'account') data.current_password = parsed.current_password;
    await sendChanges({
      data,
      unchanged,
      noChangesMessage: t('users.messages.warning.noChanges'),
      send: async (changes) => onSave?.(changes),
      fieldFor: fieldsNamed(FIELD_NAMES),
      setError,
      fallbackMessage: saveErrorText ?? t('common.messages.error.unexpected'),
      focusField: true,
    });
  });

  /**
   * An existing record with nothing changed says so and sends nothing (spec part 1 §5), before any
   * field is checked: asking for the current password first would be a detour.
   */
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (!isNew && user && !hasEdits(getValues(), user, restricted)) {
      event.preventDefault();
      alerts.warning(t('users.messages.warning.noChanges'));
      return;
    }
    return save(event);
  };

  const roleOptions = useMemo(() => {
    const roles: Role[] = ['operator', 'administrator'];
    if (user?.role === 'seller') roles.push('seller');
    return [
      { value: '', label: t('users.placeholders.select'), disabled: true },
      ...roles.map((role) => ({ value: role, label: t(`users.roles.${role}`) })),
    ];
  }, [t, user?.role]);

  const genderOptions = [
    { value: '', label: t('users.placeholders.select'), disabled: true },
    { value: 'F', label: t('users.genders.F') },
    { value: 'M', label: t('users.genders.M') },
  ];

  const idTypeOptions = useMemo(() => {
    const values = documentTypes.map((item) => item.value);
    const current = user?.id_type ?? DEFAULT_ID_TYPE;
    if (!values.includes(current)) values.unshift(current);
    return values;
  }, [documentTypes, user?.id_type]);

  const err = (name: FieldName) => errors[name]?.message;
  const lockSelf = mode === 'account';

  return (
    <form onSubmit={submit} noValidate aria-label={t(`users.titles.${mode === 'account' ? 'myAccount' : mode}`)}>
      <Stack gap="lg">
        <Paper withBorder p="lg" radius="md">
          <Title order={2} size="h4" mb="md">
            {t('users.sections.identity')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <NativeSelect
              label={t('users.fields.id_type')}
              data={idTypeOptions}
              disabled={restricted}
              required={!restricted}
              error={err('id_type')}
              {...register('id_type')}
            />
            <TextInput
              label={t('users.fields.identification_number')}
              maxLength={20}
              readOnly={restricted}
              required={!restricted}
              error={err('identification_number')}
              {...register('identification_number')}
            />
            <TextInput
              label={t('users.fields.first_name')}
              maxLength={120}
              readOnly={restricted}
              required={!restricted}
              error={err('first_name')}
              {...register('first_name')}
            />
            <TextInput
              label={t('users.fields.last_name')}
              maxLength={120}
              readOnly={restricted}
              required={!restricted}
              error={err('last_name')}
              {...register('last_name')}
            />
            <TextInput
              label={t('users.fields.birthdate')}
              // A native date picker to edit (tablets); plain YYYY-MM-DD text when read-only.
              type={restricted ? 'text' : 'date'}
              readOnly={restricted}
              error={err('birthdate')}
              {...register('birthdate')}
            />
            <NativeSelect
              label={t('users.fields.gender')}
              data={genderOptions}
              disabled={restricted}
              required={!restricted}
              error={err('gender')}
              {...register('gender')}
            />
          </SimpleGrid>
        </Paper>

        <Paper withBorder p="lg" radius="md">
          <Title order={2} size="h4" mb="md">
            {t('users.sections.work')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <NativeSelect
              label={t('users.fields.role')}
              data={roleOptions}
              disabled={restricted || lockSelf}
              required={!restricted && !lockSelf}
              error={err('role')}
              {...register('role')}
            />
            {showHourValue ? (
              <CurrencyField
                control={control}
                name="hour_value"
                label={t('users.fields.hour_value')}
                readOnly={restricted}
                required={!restricted}
                error={err('hour_value')}
              />
            ) : null}
          </SimpleGrid>
        </Paper>

        <Paper withBorder p="lg" radius="md">
          <Title order={2} size="h4" mb="md">
            {t('users.sections.contact')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={t('users.fields.email')}
              type="email"
              maxLength={150}
              autoComplete="email"
              readOnly={readOnly}
              error={err('email')}
              {...register('email')}
            />
            <TextInput
              label={t('users.fields.phone')}
              type="tel"
              maxLength={10}
              autoComplete="tel"
              readOnly={readOnly}
              error={err('phone')}
              {...register('phone')}
            />
            <TextInput
              label={t('users.fields.mobile')}
              type="tel"
              maxLength={10}
              readOnly={readOnly}
              error={err('mobile')}
              {...register('mobile')}
            />
            <TextInput
              label={t('users.fields.address')}
              maxLength={140}
              autoComplete="street-address"
              readOnly={readOnly}
              error={err('address')}
              {...register('address')}
            />
          </SimpleGrid>
        </Paper>

        <Paper withBorder p="lg" radius="md">
          <Title order={2} size="h4" mb="md">
            {t('users.sections.access')}
          </Title>
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <Controller
                control={control}
                name="username"
                render={({ field }) => (
                  <TextInput
                    label={t('users.fields.username')}
                    description={restricted ? undefined : t('users.hints.username')}
                    maxLength={30}
                    autoComplete={isNew ? 'off' : 'username'}
                    autoCapitalize="none"
                    spellCheck={false}
                    readOnly={restricted}
                    required={!restricted}
                    error={err('username')}
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
            {readOnly ? null : (
              <>
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
                    error={err('password')}
                    aria-invalid={err('password') ? true : undefined}
                    {...register('password')}
                  />
                  <PasswordInput
                    label={t('users.fields.password_confirmation')}
                    autoComplete="new-password"
                    required={isNew}
                    error={err('password_confirmation')}
                    aria-invalid={err('password_confirmation') ? true : undefined}
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
                      error={err('current_password')}
                      aria-invalid={err('current_password') ? true : undefined}
                      {...register('current_password')}
                    />
                  </SimpleGrid>
                ) : null}
              </>
            )}
          </Stack>
        </Paper>

        <FormActions submitLabel={readOnly ? undefined : t('common.actions.save')} submitting={isSubmitting}>
          {actions}
        </FormActions>
      </Stack>
    </form>
  );
}
