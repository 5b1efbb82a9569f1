import { useMemo, type ReactNode } from 'react';
import { Stack } from '@mantine/core';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { User } from '@tintero/domain';
import { FormActions } from '../../../../components/form-actions';
import { useEditForm } from '../../../../lib/form-kit';
import { AccessSection } from './access-section';
import { ContactSection } from './contact-section';
import { IdentitySection } from './identity-section';
import { accessOf, comparedFields, payloadOf, resolverFor, toFormValues, type UserFormMode } from './values';
import { WorkSection } from './work-section';

export type { UserFormMode } from './values';

export interface UserFormProps {
  mode: UserFormMode;
  user?: User;
  /** The signed-in person is an administrator (edits every field, sees hour values). */
  viewerIsAdministrator: boolean;
  /** Sends the changes; rejects with the API error so 422 field errors land on their inputs. */
  onSave?: (data: Record<string, unknown>) => Promise<unknown>;
  /** The alert after a successful save. */
  savedText?: string;
  /** After a successful save and its alert (a new user goes back to the list, keeping the alert). */
  onSaved?: () => void | Promise<void>;
  /** Fallback text when a failed save brings no server message. */
  saveErrorText?: string;
  /** Extra buttons next to Save (or alone in read-only mode). */
  actions?: ReactNode;
}

/** One form for NewUser, EditUser, ShowUser and MyAccount (spec part 1 §2, §3, §5), in four sections. */
export function UserForm({ mode, user, viewerIsAdministrator, onSave, savedText, onSaved, saveErrorText, actions }: UserFormProps) {
  const { t } = useTranslation();
  const access = accessOf(mode, viewerIsAdministrator);
  const initial = useMemo(() => toFormValues(user), [user]);
  const resolver = useMemo(() => resolverFor(mode, viewerIsAdministrator), [mode, viewerIsAdministrator]);
  const compared = useMemo(() => comparedFields(access.restricted), [access.restricted]);

  const { form, formProps } = useEditForm({
    initial,
    isNew: access.isNew,
    resolver,
    compared,
    toPayload: payloadOf(mode),
    send: async (data) => onSave?.(data),
    messages: {
      failed: saveErrorText ?? t('common.messages.error.unexpected'),
      saved: savedText,
    },
    // A new user is created from the list's screen: the alert is read there.
    keepSaved: access.isNew,
    onSaved,
  });

  return (
    <FormProvider {...form}>
      <form {...formProps} aria-label={t(`users.titles.${mode === 'account' ? 'myAccount' : mode}`)}>
        <Stack gap="lg">
          <IdentitySection access={access} storedIdType={user?.id_type} />
          <WorkSection access={access} storedRole={user?.role} />
          <ContactSection />
          <AccessSection access={access} />
          <FormActions submitLabel={t('common.actions.save')} submitting={form.formState.isSubmitting}>
            {actions}
          </FormActions>
        </Stack>
      </form>
    </FormProvider>
  );
}
