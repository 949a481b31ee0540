import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RootLayout } from './root-layout';

afterEach(() => vi.restoreAllMocks());

describe('scroll on navigation', () => {
  it('keeps the scroll when only the query changes, and starts a new page at its top', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const router = createMemoryRouter(
      [
        {
          element: <RootLayout />,
          children: [
            { path: '/app', element: <p>tienda</p> },
            { path: '/historial', element: <p>historial</p> },
          ],
        },
      ],
      { initialEntries: ['/app'] },
    );
    render(<RouterProvider router={router} />);
    expect(scrollTo).not.toHaveBeenCalled();
    await act(() => router.navigate('/app?categoria=Panader%C3%ADa', { replace: true }));
    await act(() => router.navigate('/app?ofertas=1', { replace: true }));
    expect(scrollTo).not.toHaveBeenCalled();
    await act(() => router.navigate('/historial'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });
});
