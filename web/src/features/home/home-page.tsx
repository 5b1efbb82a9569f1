import type { ReactNode } from 'react';
import { Box, Image, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import illustration from '../../assets/home-illustration.svg';
import { PageHeader } from '../../components/page-header';
import { useSession } from '../../lib/session';

/**
 * Home (spec part 1 §2): a background image, at most 820 px high. `children` are the notices the
 * app layer puts above it (administrators: intervals left open too long).
 */
export function HomePage({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const session = useSession();
  return (
    <Stack gap="md">
      <PageHeader title={session ? t('home.greeting', { name: session.claims.first_name }) : t('home.title')} />
      {children}
      <Box style={{ borderRadius: 'var(--mantine-radius-lg)', overflow: 'hidden' }}>
        <Image src={illustration} alt={t('home.imageAlt')} mah={820} w="100%" fit="cover" />
      </Box>
    </Stack>
  );
}
