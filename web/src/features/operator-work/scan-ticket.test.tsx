import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../../app/providers';
import { resetState, signInAs, testQueryClient } from '../../../test/helpers';
import { activityIdOfTicket } from './qr-reader';
import { ScanTicketButton } from './scan-ticket';

const track = { stop: vi.fn() };
const stream = { getTracks: () => [track] };
const getUserMedia = vi.fn();
const detect = vi.fn();

/** The browser's BarcodeDetector, answering what the test says. */
class FakeBarcodeDetector {
  static getSupportedFormats = () => Promise.resolve(['qr_code', 'ean_13']);
  constructor(readonly options: { formats: string[] }) {}
  detect = detect;
}

function renderScanner() {
  const router = createMemoryRouter(
    [
      { path: '/my_dashboard', element: <ScanTicketButton /> },
      { path: '/work/:activity_id', element: <p>Ticket</p> },
    ],
    { initialEntries: ['/my_dashboard'] },
  );
  render(
    <AppProviders queryClient={testQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

const openScanner = () => userEvent.setup().click(screen.getByRole('button', { name: 'Escanear orden' }));

describe('"Escanear orden" on My dashboard', () => {
  beforeEach(() => {
    resetState();
    signInAs({ id: 5, role: 'operator' });
    track.stop.mockClear();
    getUserMedia.mockReset().mockResolvedValue(stream);
    detect.mockReset();
    Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia } });
    vi.stubGlobal('BarcodeDetector', FakeBarcodeDetector);
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    delete (navigator as { mediaDevices?: unknown }).mediaDevices;
  });

  it("opens the rear camera, reads a ticket's code and goes to its activity, stopping the camera", async () => {
    detect.mockResolvedValue([{ rawValue: `${window.location.origin}/work/12` }]);
    const router = renderScanner();
    await openScanner();
    await waitFor(() => expect(router.state.location.pathname).toBe('/work/12'));
    expect(getUserMedia).toHaveBeenCalledWith({ video: { facingMode: 'environment' }, audio: false });
    expect(track.stop).toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("says a code that is not one of Tintero's activities is not, and stops the camera on close", async () => {
    detect.mockResolvedValue([{ rawValue: 'https://example.com/menu' }]);
    const router = renderScanner();
    await openScanner();
    expect(await screen.findByText('Este código no es de una actividad de Tintero.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/my_dashboard');

    await userEvent.setup().click(screen.getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(track.stop).toHaveBeenCalled();
  });

  it("says when the camera is refused, and that the tablet's camera app opens the code too", async () => {
    getUserMedia.mockRejectedValue(new DOMException('Permission denied', 'NotAllowedError'));
    renderScanner();
    await openScanner();
    expect(await screen.findByText(/No se pudo usar la cámara de la tableta/)).toBeInTheDocument();
    expect(screen.getByText(/aplicación de cámara de la tableta/)).toBeInTheDocument();
    expect(detect).not.toHaveBeenCalled();
  });
});

describe("a ticket's URL", () => {
  it("is this app's /work/{id}, nothing else", () => {
    const origin = 'https://tintero.example';
    expect(activityIdOfTicket('https://tintero.example/work/12', origin)).toBe(12);
    expect(activityIdOfTicket(' https://tintero.example/work/12/ ', origin)).toBe(12);
    expect(activityIdOfTicket('https://otro.example/work/12', origin)).toBeNull();
    expect(activityIdOfTicket('https://tintero.example/production_orders/12', origin)).toBeNull();
    expect(activityIdOfTicket('https://tintero.example/work/0', origin)).toBeNull();
    expect(activityIdOfTicket('https://tintero.example/work/99999999999', origin)).toBeNull();
    expect(activityIdOfTicket('12', origin)).toBeNull();
  });
});
