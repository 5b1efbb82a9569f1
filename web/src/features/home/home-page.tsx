import type { ReactNode } from 'react';
import { Box, Image, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import illustrationUrl from '../../assets/home-illustration.svg';
import { PageHeader } from '../../components/page-header';
import { useSession } from '../../lib/session';

/** The illustration's own proportions (its viewBox): its box is that tall before the file arrives. */
const ILLUSTRATION_RATIO = '1200 / 820';

/**
 * Home (spec part 1 §2): a background image, at most 820 px high. `children` are the notices the
 * app layer puts above it (administrators: intervals left open too long, the month's figures);
 * `illustration={false}` holds the image back until they have their height.
 */
export function HomePage({ children, illustration = true }: { children?: ReactNode; illustration?: boolean }) {
  const { t } = useTranslation();
  const session = useSession();
  return (
    <Stack gap="md">
      <PageHeader title={session ? t('home.greeting', { name: session.claims.first_name }) : t('home.title')} />
      {children}
      {illustration ? (
        <Box style={{ borderRadius: 'var(--mantine-radius-lg)', overflow: 'hidden' }}>
          <Image
            src={illustrationUrl}
            alt={t('home.imageAlt')}
            mah={820}
            w="100%"
            fit="cover"
            style={{ aspectRatio: ILLUSTRATION_RATIO }}
          />
        </Box>
      ) : null}
    </Stack>
  );
}
