import { useEffect, useState, type FormEvent } from 'react';
import { Box, Button, Center, Image, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { messages } from '@tintero/domain/messages';
import logo from '../../assets/logo.svg';
import { Alerts } from '../../components/alerts';
import { alerts } from '../../lib/alerts-store';
import { errorMessage } from '../../lib/api-client';
import { focusFirstField } from '../../lib/focus-first-field';
import { takeSignOutReason } from '../../lib/session';
import { useSignIn, type Credentials } from './api';

const USERNAME_MAX = 30;

type CredentialErrors = Partial<Record<keyof Credentials, string>>;

/**
 * The checks of the domain's signInSchema, written out: the username trimmed, required and at most
 * 30 characters, the password required (the server checks the rest). Sign-in is part of the first
 * download (app/router.tsx), so it does without zod, the domain's schemas and react-hook-form.
 */
function checkCredentials({ username, password }: Credentials): CredentialErrors {
  const errors: CredentialErrors = {};
  if (!username.trim()) errors.username = messages.required;
  else if (username.trim().length > USERNAME_MAX) errors.username = messages.tooLong(USERNAME_MAX);
  if (!password) errors.password = messages.required;
  return errors;
}

/** What the form holds: read from its fields, so a password manager's autofill counts too. */
function credentialsOf(form: HTMLFormElement): Credentials {
  const data = new FormData(form);
  return { username: String(data.get('username') ?? ''), password: String(data.get('password') ?? '') };
}

/**
 * Sign-in (spec part 1 §2): username and password, both required. On success the token is stored
 * and the sign-in route's guard sends the person on (the `redirect` query value, else by role).
 * The fields are checked on submit, then again as they change; the first wrong one takes the focus.
 */
export function SignInPage() {
  const { t } = useTranslation();
  const signIn = useSignIn();
  const [errors, setErrors] = useState<CredentialErrors>({});
  const [submitted, setSubmitted] = useState(false);

  useEffect(() => {
    const reason = takeSignOutReason();
    if (reason === 'expired' || reason === 'unauthorized') alerts.info(t('auth.messages.info.sessionEnded'));
  }, [t]);

  const onChange = (event: FormEvent<HTMLFormElement>) => {
    if (submitted) setErrors(checkCredentials(credentialsOf(event.currentTarget)));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const credentials = credentialsOf(form);
    const found = checkCredentials(credentials);
    setSubmitted(true);
    setErrors(found);
    const firstWrong = (['username', 'password'] as const).find((field) => found[field]);
    if (firstWrong) {
      (form.elements.namedItem(firstWrong) as HTMLInputElement | null)?.focus();
      return;
    }
    alerts.clear();
    signIn.mutate(
      { username: credentials.username.trim(), password: credentials.password },
      { onError: (error) => alerts.danger(errorMessage(error, t('auth.messages.error.authenticating'))) },
    );
  };

  return (
    <Box
      mih="100dvh"
      py="xl"
      px="md"
      style={{ background: 'linear-gradient(160deg, var(--mantine-color-ink-0) 0%, var(--mantine-color-gray-0) 55%, #fff4e6 100%)' }}
    >
      <Center>
        <Stack w="100%" maw={420} gap="md">
          <Alerts placement="plain" />
          <Paper withBorder shadow="md" radius="lg" p="xl" component="main">
            <Stack gap="lg">
              <Stack gap={4} align="center">
                <Image src={logo} alt={t('app.name')} w={200} h="auto" />
                <Text c="dimmed" size="sm">
                  {t('app.tagline')}
                </Text>
              </Stack>
              <Title order={1} size="h2" ta="center">
                {t('auth.title')}
              </Title>
              <form onSubmit={onSubmit} onChange={onChange} noValidate ref={focusFirstField}>
                <Stack gap="md">
                  <TextInput
                    label={t('auth.fields.username')}
                    autoComplete="username"
                    autoCapitalize="none"
                    autoCorrect="off"
                    spellCheck={false}
                    required
                    name="username"
                    error={errors.username}
                  />
                  <PasswordInput
                    label={t('auth.fields.password')}
                    autoComplete="current-password"
                    required
                    name="password"
                    error={errors.password}
                    aria-invalid={errors.password ? true : undefined}
                  />
                  <Button type="submit" fullWidth loading={signIn.isPending}>
                    {t('auth.actions.signIn')}
                  </Button>
                </Stack>
              </form>
            </Stack>
          </Paper>
        </Stack>
      </Center>
    </Box>
  );
}
