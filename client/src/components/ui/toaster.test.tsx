import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers';
import { TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD } from './toast';
import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS, toast, useToast } from './use-toast';

function Probe() {
  const { toasts } = useToast();
  return (
    <output data-testid="store">{toasts.map((item) => `${item.id}:${item.open ? 'open' : 'closed'}`).join(',')}</output>
  );
}

describe('Toaster', () => {
  it('uses the spec constants', () => {
    expect(TOAST_LIMIT).toBe(1);
    expect(TOAST_DURATION_MS).toBe(5000);
    expect(TOAST_SWIPE_THRESHOLD).toBe(50);
    expect(TOAST_REMOVE_DELAY_MS).toBe(1_000_000);
  });

  it('shows at most one toast: the newest replaces the older', async () => {
    renderWithProviders(<Probe />);
    act(() => {
      toast({ title: 'First', description: 'one' });
      toast({ title: 'Second', description: 'two' });
    });
    expect(await screen.findByText('Second')).toBeInTheDocument();
    expect(screen.queryByText('First')).not.toBeInTheDocument();
    expect(screen.getByTestId('store').textContent?.split(',')).toHaveLength(1);
  });

  it('renders the destructive and default variants', async () => {
    renderWithProviders(<Probe />);
    act(() => {
      toast({ variant: 'destructive', title: 'Error', description: 'Failed to add patient' });
    });
    const title = await screen.findByText('Error');
    expect(title.closest('[data-variant]')).toHaveAttribute('data-variant', 'destructive');
    act(() => {
      toast({ title: 'Success', description: 'Saved' });
    });
    expect((await screen.findByText('Success')).closest('[data-variant]')).toHaveAttribute('data-variant', 'default');
  });

  it('has a close button that dismisses, keeping the entry until the removal delay', async () => {
    renderWithProviders(<Probe />);
    act(() => {
      toast({ title: 'Closable' });
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    expect(screen.getByTestId('store').textContent).toMatch(/:closed$/);
  });

  it('renders an action next to the text', async () => {
    renderWithProviders(<Probe />);
    act(() => {
      toast({ title: 'With action', action: <button type="button">Undo</button> });
    });
    expect(await screen.findByRole('button', { name: 'Undo' })).toBeInTheDocument();
  });

  it('labels the viewport with the F8 hotkey', () => {
    renderWithProviders(<Probe />);
    expect(screen.getByRole('region')).toHaveAttribute('aria-label', expect.stringContaining('F8'));
  });
});
