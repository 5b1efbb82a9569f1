import { useEffect } from 'react';
import { Box, Button, Center, Image, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { signInSchema } from '@tintero/domain';
import logo from '../../assets/logo.svg';
import { Alerts } from '../../components/alerts';
import { alerts } from '../../lib/alerts-store';
import { errorMessage } from '../../lib/api-client';
import { focusFirstField } from '../../lib/focus-first-field';
import { takeSignOutReason } from '../../lib/session';
import { useSignIn, type Credentials } from './api';

/**
 * Sign-in (spec part 1 §2): username and password, both required. On success the token is stored
 * and the sign-in route's guard sends the person on (the `redirect` query value, else by role).
 */
export function SignInPage() {
  const { t } = useTranslation();
  const signIn = useSignIn();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Credentials>({ resolver: zodResolver(signInSchema), defaultValues: { username: '', password: '' } });

  useEffect(() => {
    const reason = takeSignOutReason();
    if (reason === 'expired' || reason === 'unauthorized') alerts.info(t('auth.messages.info.sessionEnded'));
  }, [t]);

  const onSubmit = handleSubmit((credentials) => {
    alerts.clear();
    signIn.mutate(credentials, {
      onError: (error) => alerts.danger(errorMessage(error, t('auth.messages.error.authenticating'))),
    });
  });

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
              <form onSubmit={onSubmit} noValidate ref={focusFirstField}>
                <Stack gap="md">
                  <TextInput
                    label={t('auth.fields.username')}
                    autoComplete="username"
                    autoCapitalize="none"
                    autoCorrect="off"
                    spellCheck={false}
                    required
                    error={errors.username?.message}
                    {...register('username')}
                  />
                  <PasswordInput
                    label={t('auth.fields.password')}
                    autoComplete="current-password"
                    required
                    error={errors.password?.message}
                    aria-invalid={errors.password ? true : undefined}
                    {...register('password')}
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
