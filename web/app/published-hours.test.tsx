import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TermsPage } from '../features/public/terms-page';
import { ContactPage } from '../features/public/contact-page';

afterEach(() => vi.unstubAllGlobals());

describe('published service hours', () => {
  it('prints the built-in hours first, then the window the server enforces', async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = vi.fn<typeof fetch>(
      () => new Promise<Response>((resolve) => (answer = resolve)),
    );
    vi.stubGlobal('fetch', fetchMock);
    render(
      <MemoryRouter>
        <ContactPage />
      </MemoryRouter>,
    );
    // The first paint is what the prerendered HTML says: the shop's own hours.
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText(/6:00 a\. m\. a 11:00 p\. m\./)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/horario');

    answer(
      new Response(JSON.stringify({ abierto: true, horario: 'Las 24 horas', ventana: 'always' }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
    );
    expect(await within(footer).findByText(/Las 24 horas/)).toBeInTheDocument();
    expect(screen.queryByText(/11:00 p\. m\./)).not.toBeInTheDocument();

    // Another page of the same load reuses the answer: the legal text says the same.
    render(
      <MemoryRouter>
        <TermsPage />
      </MemoryRouter>,
    );
    expect(
      await screen.findByText(/Atendemos lunes a domingo, las 24 horas, hora de Colombia/),
    ).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
