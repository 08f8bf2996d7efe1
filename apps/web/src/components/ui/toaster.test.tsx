import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toast } from '@/lib/toast';
import { renderApp } from '@test/render-app';

describe('Toaster', () => {
  it('shows toasts at the start side, away from the end-aligned Export and Report buttons', async () => {
    renderApp('/login');
    await screen.findByRole('heading', { name: 'Sign In' });
    act(() => {
      toast({ title: 'Search Completed', description: 'Matches found: 3', variant: 'success' });
    });
    expect(await screen.findByText('Search Completed')).toBeInTheDocument();
    const viewport = screen.getByTestId('toast-viewport');
    expect(viewport).toHaveClass('start-0', 'bottom-0');
    expect(viewport).not.toHaveClass('end-0');
  });
});
