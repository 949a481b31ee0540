import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../app/query-client';
import { mockFetch } from '../../app/session-testing';
import { ConsentsPanel } from './consents-panel';

const privacy = { tipo: 'privacy', aceptado: true, version: '2025-07' } as const;
const marketing = { tipo: 'marketing', version: '2025-07' } as const;

describe('ConsentsPanel', () => {
  it('words the history as it happened, with one period after a time (issue 22)', async () => {
    const api = mockFetch();
    const historial = [
      { ...marketing, aceptado: false, fecha: '2026-11-21T06:25:00Z' },
      { ...marketing, aceptado: true, fecha: '2026-11-20T15:00:00Z' },
      { ...marketing, aceptado: false, fecha: '2026-11-19T06:25:00Z' },
      { ...privacy, fecha: '2026-11-19T06:25:00Z' },
    ];
    api.reply(200, { privacidad: historial[3], marketing: historial[0], historial });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <ConsentsPanel />
      </QueryClientProvider>,
    );
    const items = await screen.findAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      expect.stringMatching(/^Ofertas y novedades: retirado · /),
      expect.stringMatching(/^Ofertas y novedades: aceptado · /),
      expect.stringMatching(/^Ofertas y novedades: no aceptado · /),
      expect.stringMatching(/^Tratamiento de datos: aceptado · /),
    ]);
    const given = screen.getByText(/^Autorizaste el tratamiento/);
    expect(given.textContent).toMatch(/1:25\u00a0a\.\u00a0m\.$/);
    expect(given.textContent).not.toMatch(/m\.\.$/);
    expect(screen.getByText(/^No aceptado desde el/).textContent).toMatch(
      /1:25\u00a0a\.\u00a0m\. Es opcional/,
    );
  });
});
