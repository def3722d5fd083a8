import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
});
