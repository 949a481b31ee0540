import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { seedPageCategories } from '../../app/page-categories';
import { LandingPage } from './landing-page';

// Issue 41: the cards are the shop's own categories (the page data the server drew it with).
beforeEach(() => seedPageCategories(['Lácteos y bebidas', 'Panadería', 'Carnes', 'Aseo']));
afterEach(() => seedPageCategories([]));

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

describe('landing page category cards', () => {
  it('shows no categories a shop does not have', () => {
    seedPageCategories([]);
    render(
      <MemoryRouter>
        <LandingPage />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('region', { name: 'Lo que encuentras' })).toBeNull();
  });

  it('each card opens the store on its category', () => {
    render(
      <MemoryRouter>
        <LandingPage />
      </MemoryRouter>,
    );
    const section = screen.getByRole('region', { name: 'Lo que encuentras' });
    const links = within(section).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/app?categoria=L%C3%A1cteos+y+bebidas',
      '/app?categoria=Panader%C3%ADa',
      '/app?categoria=Carnes',
      '/app?categoria=Aseo',
    ]);
  });

  it('navigates to the store with the category in the URL', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/inicio']}>
        <Routes>
          <Route path="/inicio" element={<LandingPage />} />
          <Route path="/app" element={<Where />} />
        </Routes>
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('link', { name: /^Panadería/ }));
    expect(screen.getByTestId('where')).toHaveTextContent('/app?categoria=Panader%C3%ADa');
  });
});
