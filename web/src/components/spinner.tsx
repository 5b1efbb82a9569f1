import { Center, Loader, LoadingOverlay } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A whole-screen spinner: first load of the app and of a lazy screen. */
export function PageSpinner() {
  const { t } = useTranslation();
  return (
    <Center h="60vh" role="status" aria-label={t('common.messages.loading')}>
      <Loader size="lg" />
    </Center>
  );
}

/** Hides the content it covers while something loads (spec part 1 §2: a spinner hides the content). */
export function ContentSpinner({ visible }: { visible: boolean }) {
  const { t } = useTranslation();
  return (
    <LoadingOverlay
      visible={visible}
      zIndex={150}
      overlayProps={{ backgroundOpacity: 0.85, blur: 1 }}
      loaderProps={{ size: 'lg', 'aria-label': t('common.messages.loading') }}
      transitionProps={{ duration: 120 }}
      data-testid="content-spinner"
    />
  );
}
