import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert, Box, Button, Modal, Stack, Text } from '@mantine/core';
import { IconCameraOff, IconQrcode } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';
import { activityIdOfTicket, makeQrReader } from './qr-reader';

type ScanState = 'starting' | 'scanning' | 'foreign' | 'no_camera';

/**
 * "Escanear orden" on My dashboard (docs/decisions/015): a large button that opens the tablet's
 * rear camera and reads a job ticket's QR; a code of this app's `/work/{id}` goes there.
 */
export function ScanTicketButton() {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  // Stable: the scanner's camera effect depends on it and must not restart on a re-render.
  const close = useCallback(() => setOpened(false), []);
  return (
    <>
      <Button size="xl" leftSection={<IconQrcode size={28} aria-hidden />} onClick={() => setOpened(true)}>
        {t('work.scan.open')}
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={t('work.scan.title')}
        size="lg"
        closeButtonProps={{ size: 'xl', 'aria-label': t('work.scan.close') }}
      >
        {/* Mounted only while open: closing the dialog unmounts the scanner, which stops the camera. */}
        {opened ? <TicketScanner onScanned={close} /> : null}
      </Modal>
    </>
  );
}

function TicketScanner({ onScanned }: { onScanned: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<ScanState>('starting');

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | null = null;
    let frame = 0;
    const stop = () => {
      stopped = true;
      cancelAnimationFrame(frame);
      stream?.getTracks().forEach((track) => track.stop());
    };

    // One read at a time, on the next frame after the last one ended: the tablet stays responsive.
    const scan = (element: HTMLVideoElement, read: (video: HTMLVideoElement) => Promise<string | null>) => {
      if (stopped) return;
      read(element)
        .catch(() => null) // a frame the reader cannot use yet (the video still starting)
        .then((raw) => {
          if (stopped) return;
          if (raw !== null) {
            const id = activityIdOfTicket(raw);
            if (id !== null) {
              stop();
              onScanned();
              void navigate(paths.work(id));
              return;
            }
            setState('foreign');
          }
          frame = requestAnimationFrame(() => scan(element, read));
        });
    };

    void (async () => {
      try {
        if (!navigator.mediaDevices?.getUserMedia) throw new Error('no camera');
        const [media, read] = await Promise.all([
          navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false }),
          makeQrReader(),
        ]);
        stream = media;
        const element = video.current;
        if (stopped || !element) return stop();
        element.srcObject = media;
        // Autoplay is muted and inline; a refused play still leaves frames to read on some browsers.
        await Promise.resolve(element.play()).catch(() => undefined);
        if (stopped) return;
        setState('scanning');
        scan(element, read);
      } catch {
        if (!stopped) setState('no_camera');
      }
    })();
    return stop;
  }, [navigate, onScanned]);

  return (
    <Stack gap="md">
      {state === 'no_camera' ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconCameraOff size={28} aria-hidden />}
          styles={{ message: { fontSize: 'var(--mantine-font-size-lg)' } }}
        >
          <Text inherit>{t('work.scan.noCamera')}</Text>
          <Text inherit mt="xs">
            {t('work.scan.cameraApp')}
          </Text>
        </Alert>
      ) : (
        <>
          <Text size="lg">{t('work.scan.hint')}</Text>
          <Box bg="dark.9" style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}>
            <video
              ref={video}
              aria-label={t('work.scan.video')}
              muted
              playsInline
              style={{ width: '100%', maxHeight: '60vh', display: 'block' }}
            />
          </Box>
          {state === 'starting' ? (
            <Text size="lg" role="status">
              {t('work.scan.starting')}
            </Text>
          ) : null}
          {state === 'foreign' ? (
            <Alert color="orange" variant="light" styles={{ message: { fontSize: 'var(--mantine-font-size-lg)' } }}>
              {t('work.scan.foreign')}
            </Alert>
          ) : null}
        </>
      )}
    </Stack>
  );
}
