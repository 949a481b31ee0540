import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ProcessingScreen } from './processing-screen';

describe('ProcessingScreen', () => {
  it('titles the wait in sentence case, like every title of the app (issue 22)', () => {
    render(
      <MemoryRouter>
        <ProcessingScreen />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Procesando pago' })).toBeInTheDocument();
    expect(screen.queryByText('Procesando Pago')).not.toBeInTheDocument();
  });
});
