import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CodeSuggestions } from './code-suggestions';

describe('CodeSuggestions', () => {
  it('shows a confidence for suggested codes and "added by clinician" for hand-added ones', () => {
    render(
      <CodeSuggestions
        codes={[
          { type: 'ICD-10', code: 'J20.9', description: 'Acute bronchitis, unspecified', confidence: 0.8 },
          { type: 'ICD-10', code: 'R05.9', description: 'Cough, unspecified', confidence: 1, source: 'clinician' },
        ]}
      />,
    );
    expect(screen.getByText('80%')).toBeInTheDocument();
    expect(screen.getByText('added by clinician')).toBeInTheDocument();
    expect(screen.queryByText('100%')).not.toBeInTheDocument();
  });

  it("lists each code's supporting quotes; one whose recording is at hand is a button to its moment", async () => {
    const show = vi.fn();
    const heard = { start: 11, end: 16, quote: 'cough' };
    const elsewhere = { start: 40, end: 45, quote: 'fever' };
    render(
      <CodeSuggestions
        codes={[
          {
            type: 'ICD-10',
            code: 'R05.9',
            description: 'Cough, unspecified',
            confidence: 0.7,
            evidence: [heard, elsewhere],
          },
        ]}
        quoteAction={(span) => (span === heard ? show : undefined)}
      />,
    );
    const quotes = screen.getByRole('list', { name: 'Quotes supporting R05.9' });
    expect(quotes).toHaveTextContent('cough');
    expect(quotes).toHaveTextContent('fever');
    expect(screen.queryByRole('button', { name: 'Show in transcript: fever' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show in transcript: cough' }));
    expect(show).toHaveBeenCalledOnce();
  });
});
